import { DEFAULT_PROJECT_COLOR } from '@plotwise/contracts';
import { cn } from '../../../lib/cn';

const hexColour = /^#[0-9a-f]{6}$/i;

/** A project's name with its own colour (docs/decisions/0104-default-project.md): a dot and a tint, the text stays dark. */
export function ProjectBadge({
  name,
  color,
  className,
}: {
  name: string;
  color: string;
  className?: string;
}) {
  const colour = hexColour.test(color) ? color : DEFAULT_PROJECT_COLOR;
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-slate-700',
        className,
      )}
      style={{ borderColor: `${colour}66`, backgroundColor: `${colour}14` }}
    >
      <span
        aria-hidden="true"
        className="size-2 shrink-0 rounded-full"
        style={{ background: colour }}
      />
      <span className="truncate">{name}</span>
    </span>
  );
}
