import type { Figure } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { ANALYSIS_TEXT } from '../messages';

type FigureTableProps = { caption: string; figures: Figure[]; total?: Figure };

/** Itemised figures, each with its provenance on hover or focus, and an optional total row. */
export function FigureTable({ caption, figures, total }: FigureTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-sm font-semibold text-ink">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{ANALYSIS_TEXT.item}</th>
          <th scope="col">{ANALYSIS_TEXT.amount}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {figures.map((figure) => (
          <tr key={figure.label}>
            <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-700">
              {figure.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              <FigureValue figure={figure} />
            </td>
          </tr>
        ))}
      </tbody>
      {total ? (
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th scope="row" className="py-1.5 pr-4 text-left">
              {total.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              <FigureValue figure={total} />
            </td>
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
