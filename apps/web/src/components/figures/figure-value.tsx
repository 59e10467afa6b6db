import type { Figure } from '@plotwise/contracts';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { formatFigureValue } from '../../lib/format-figure';

type FigureValueProps = {
  figure: Figure;
  /** What to show instead of the formatted value (e.g. a range built from the figure). */
  children?: ReactNode;
  className?: string;
};

/**
 * A figure with its provenance (docs/decisions/0030-figures-carry-their-provenance.md): the value is
 * a focusable button described by its method, source and date, which show on hover or focus and are
 * read out by screen readers with the value.
 */
export function FigureValue({ figure, children, className }: FigureValueProps) {
  const id = useId();
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-describedby={id}
        className={cn(
          'cursor-help rounded-sm underline decoration-dotted decoration-1 underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600',
          className,
        )}
      >
        {children ?? formatFigureValue(figure)}
      </button>
      <span
        role="tooltip"
        id={id}
        className="invisible absolute top-full left-0 z-20 mt-1 w-72 rounded-md border border-slate-200 bg-white p-3 text-left text-xs font-normal text-slate-700 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <span className="block font-medium text-slate-900">{figure.label}</span>
        <span className="mt-1 block">{figure.method}</span>
        <span className="mt-1 block">
          Source:{' '}
          {figure.source.url ? (
            <a href={figure.source.url} target="_blank" rel="noreferrer" className="underline">
              {figure.source.name}
            </a>
          ) : (
            figure.source.name
          )}
        </span>
        <span className="mt-1 block">As of {formatDate(figure.as_of)}</span>
      </span>
    </span>
  );
}
