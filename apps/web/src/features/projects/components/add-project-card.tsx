import { Plus } from 'lucide-react';
import { PROJECTS_MESSAGES } from '../messages';

type AddProjectCardProps = { onClick: () => void; autoFocus?: boolean };

export function AddProjectCard({ onClick, autoFocus = false }: AddProjectCardProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      autoFocus={autoFocus}
      className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 text-sm font-semibold text-slate-600 transition-colors hover:border-primary hover:text-primary"
    >
      <Plus className="size-6" aria-hidden="true" />
      {PROJECTS_MESSAGES.addProject}
    </button>
  );
}
