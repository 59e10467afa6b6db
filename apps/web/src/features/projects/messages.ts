import { PROJECT_MESSAGES, type ProjectStatus } from '@plotwise/contracts';

/** Every projects page string (docs/product/projects.md; docs/product/messages.md, "Projects"). */
export const PROJECTS_MESSAGES = {
  loadFailed: 'Failed to load projects. Please try again.',
  tryAgain: 'Try Again',
  emptyTitle: 'No projects',
  emptyDescription: 'Get started by creating your first project.',
  createProject: 'Create Project',
  addProject: 'Add Project',
  refreshing: 'Refreshing...',
  loading: 'Loading projects...',
  createFailed: 'Failed to create project',
  updateFailed: 'Failed to update project',
  deleteFailed: 'Failed to delete project',
  deleteTitle: 'Delete Project',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete ${name}? This action cannot be undone.`,
  hasProperties: (count: number) =>
    `This project has ${count} ${count === 1 ? 'property' : 'properties'}. ${PROJECT_MESSAGES.hasProperties}`,
  invalidColour: PROJECT_MESSAGES.invalidColor,
} as const;

export const statusLabels: Record<ProjectStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  inactive: 'Inactive',
};

export const propertyCountLabel = (count: number) =>
  `${count} ${count === 1 ? 'property' : 'properties'}`;
