import type { TransactionTaxResult } from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { formatDate, formatGBP, LOCALE } from '../../../lib/format';
import { ANALYSIS_TEXT } from '../messages';

const percent = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** The purchase tax band by band, its total with provenance, its rates' source and date, and its notes. */
export function TaxBandsTable({ result }: { result: TransactionTaxResult }) {
  return (
    <div className="space-y-2">
      <table className="w-full text-sm">
        <caption className="mb-2 text-left text-sm font-semibold text-ink">
          {ANALYSIS_TEXT.taxBands(result.tax)}
          <span className="block text-xs font-normal text-slate-600">
            Rates from {result.source.name}, in force from {formatDate(result.rates_effective_from)}
            , for completion on {formatDate(result.completion_date)}.
          </span>
        </caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="py-1 font-medium">
              {ANALYSIS_TEXT.band}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {ANALYSIS_TEXT.rate}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {ANALYSIS_TEXT.tax}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {result.bands.map((band) => (
            <tr key={`${band.from}-${band.label}`}>
              <td className="py-1.5 pr-4 text-slate-700">{band.label}</td>
              <td className="py-1.5 text-right tabular-nums">{percent.format(band.rate)}%</td>
              <td className="py-1.5 text-right tabular-nums">{formatGBP(band.tax)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-slate-300 font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="py-1.5 text-left">
              {result.figure.label}
            </th>
            <td className="py-1.5 text-right tabular-nums">
              <FigureValue figure={result.figure} />
            </td>
          </tr>
        </tfoot>
      </table>
      {result.notes.length ? (
        <ul
          aria-label={ANALYSIS_TEXT.notes}
          className="list-disc space-y-1 pl-5 text-xs text-slate-600"
        >
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
