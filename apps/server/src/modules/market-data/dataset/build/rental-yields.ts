import type { RentalYieldsFile } from '../dataset-schema.ts';
import { datasetAreaNamed, metaFor, requireColumns, type CsvRow, type ReleaseInfo } from './release-info.ts';

/**
 * Typical yields come from a lender's press release, not a download: rental-yields.csv holds the
 * figures transcribed from it, one row per region (`region`, `gross_yield_pct`; blank when the
 * release gives none), with `as_of` the last day of the quarter it covers.
 */
export const YIELD_COLUMNS = ['region', 'gross_yield_pct'];

export function buildRentalYieldsFile(rows: CsvRow[], release: ReleaseInfo & { as_of: string; source_url: string; publisher: string }): RentalYieldsFile {
  requireColumns(rows, YIELD_COLUMNS, 'Rental yields');
  return {
    meta: metaFor(
      {
        title: 'Typical gross rental yield by region (buy-to-let lending)',
        publisher: release.publisher,
        source_url: release.source_url,
        licence: "Figures quoted with attribution from the publisher's press release; not published under the Open Government Licence",
        as_of: release.as_of,
        transcription: 'Transcribed from the release into rental-yields.csv and written by scripts/market-data/build-dataset.ts (docs/decisions/0072-built-in-market-dataset.md).',
        columns: ['region', 'gross_yield_pct'],
      },
      { citation: release.citation, release: release.release },
    ),
    rows: rows.map((row) => {
      const area = datasetAreaNamed(row.region);
      if (!area) throw new Error(`Rental yields: unknown region '${row.region}'`);
      const text = (row.gross_yield_pct ?? '').trim();
      return [area, text === '' ? null : Number(text)];
    }),
  };
}
