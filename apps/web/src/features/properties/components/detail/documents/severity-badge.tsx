import type { FindingSeverity } from '@plotwise/contracts';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../../../../lib/cn';
import { severityLabels } from '../../../utils/document-display';

const styles = {
  red: { badge: 'bg-red-100 text-red-800', icon: CircleAlert },
  amber: { badge: 'bg-amber-100 text-amber-900', icon: TriangleAlert },
  info: { badge: 'bg-slate-100 text-slate-700', icon: Info },
} as const;

/** The finding's left edge, in its severity's colour. */
export const severityBorders: Record<FindingSeverity, string> = {
  red: 'border-l-red-500',
  amber: 'border-l-amber-500',
  info: 'border-l-slate-300',
};

/** Severity by colour, icon and word, so it never rests on colour alone. */
export function SeverityBadge({ severity }: { severity: FindingSeverity }) {
  const { badge, icon: Icon } = styles[severity];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
        badge,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {severityLabels[severity]}
    </span>
  );
}
