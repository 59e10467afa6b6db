import { Plus } from 'lucide-react';
import { PROPERTY_TEXT } from '../../messages';

/** The dashed card at the end of the owned grid. */
export function AddPropertyCard({ onAdd }: { onAdd: () => void }) {
  return (
    <button
      type="button"
      onClick={onAdd}
      className="flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-white/60 p-5 text-sm font-semibold text-slate-600 transition-colors hover:border-primary hover:bg-primary-soft/50 hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <Plus className="size-6" aria-hidden="true" />
      {PROPERTY_TEXT.addProperty}
    </button>
  );
}
