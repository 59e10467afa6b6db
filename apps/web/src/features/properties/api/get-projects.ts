import type { Project } from '@plotwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { projectsQueryOptions } from '../../../lib/projects-query';

/** What the properties screens need of a project. */
export type ProjectOption = Pick<Project, 'id' | 'name' | 'color'>;

/**
 * Used only when the project list cannot be loaded (docs/product/projects.md, "The form's fallback list"); the server
 * accepts a project by name. Badge colours: alpha yellow, beta blue, gamma green, others grey.
 */
const FALLBACK_PROJECTS: ProjectOption[] = [
  { id: 'alpha', name: 'alpha', color: '#EAB308' },
  { id: 'beta', name: 'beta', color: '#3B82F6' },
  { id: 'gamma', name: 'gamma', color: '#22C55E' },
  { id: 'london', name: 'london', color: '#6B7280' },
  { id: 'manchester', name: 'manchester', color: '#6B7280' },
];

/** The tenant's projects, oldest first; the built-in list if loading fails (`isFallback`). */
export function useProjectOptions() {
  const query = useQuery(projectsQueryOptions());
  const projects: ProjectOption[] = query.isError ? FALLBACK_PROJECTS : (query.data ?? []);
  return { projects, isFallback: query.isError };
}
