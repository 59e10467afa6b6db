import type { Project, ProjectStatus } from '@plotwise/contracts';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { propertyCountLabel, statusLabels } from '../messages';

type ProjectCardProps = {
  project: Project;
  onEdit: () => void;
  onDelete: () => void;
  /** Focus the Edit button on mount: keyboard users land back where they were after editing. */
  focusEdit?: boolean;
};

const statusStyles: Record<ProjectStatus, string> = {
  active: 'bg-green-50 text-green-800 ring-green-600/20',
  completed: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

const iconButton =
  'inline-flex size-8 cursor-pointer items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-ink';

export function ProjectCard({ project, onEdit, onDelete, focusEdit = false }: ProjectCardProps) {
  return (
    <article
      aria-label={project.name}
      className="flex min-h-40 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div aria-hidden="true" className="h-1.5" style={{ backgroundColor: project.color }} />
      <div className="flex flex-1 flex-col p-4">
        <h2 className="truncate text-sm font-semibold text-ink" title={project.name}>
          {project.name}
        </h2>
        <span
          className={cn(
            'mt-2 inline-flex w-fit items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
            statusStyles[project.status],
          )}
        >
          {statusLabels[project.status]}
        </span>
        {project.description ? (
          <p className="mt-2 line-clamp-2 text-xs text-slate-600">{project.description}</p>
        ) : null}
        <p className="mt-2 text-xs text-slate-500">{propertyCountLabel(project.property_count)}</p>
        <div className="-mr-1.5 mt-auto flex justify-end pt-2">
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Edit ${project.name}`}
            autoFocus={focusEdit}
            className={iconButton}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${project.name}`}
            className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>
    </article>
  );
}
