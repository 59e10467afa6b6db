import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../../../lib/cn';

type PropertyCardActionsProps = {
  /** Names the property in the buttons' accessible names. */
  address: string;
  onEdit: () => void;
  onDelete: () => void;
  /** 'hover' shows them on hover and keyboard focus only (owned cards). */
  reveal?: 'always' | 'hover';
};

const buttonClass =
  'relative z-10 inline-flex size-9 cursor-pointer items-center justify-center rounded-lg border border-slate-200 bg-white/95 text-slate-600 shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** Edit and Delete on a property card. */
export function PropertyCardActions({
  address,
  onEdit,
  onDelete,
  reveal = 'always',
}: PropertyCardActionsProps) {
  return (
    <div
      className={cn(
        'flex gap-2',
        reveal === 'hover' &&
          'opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100',
      )}
    >
      <button type="button" onClick={onEdit} className={cn(buttonClass, 'hover:text-primary')}>
        <Pencil className="size-4" aria-hidden="true" />
        <span className="sr-only">Edit {address}</span>
      </button>
      <button type="button" onClick={onDelete} className={cn(buttonClass, 'hover:text-red-700')}>
        <Trash2 className="size-4" aria-hidden="true" />
        <span className="sr-only">Delete {address}</span>
      </button>
    </div>
  );
}
