import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

type FigureRowsProps = { rows: { label: string; value: ReactNode }[]; className?: string };

/** Label and value pairs, one a line. */
export function FigureRows({ rows, className }: FigureRowsProps) {
  return (
    <dl className={cn('space-y-3 text-sm', className)}>
      {rows.map(({ label, value }) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
