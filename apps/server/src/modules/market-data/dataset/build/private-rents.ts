import type { PrivateRentsFile } from '../dataset-schema.ts';
import { datasetAreaNamed, metaFor, pounds, requireColumns, type CsvRow, type ReleaseInfo } from './release-info.ts';

/**
 * From the Price Index of Private Rents monthly price statistics saved as CSV: one row per area
 * and month, 'Time period' as 'Oct 2025' or '2025-10'. The latest month's regions, England and UK.
 */
export const RENT_COLUMNS = ['Time period', 'Area name', 'Rental price', 'Rental price one bed', 'Rental price two bed', 'Rental price three bed', 'Rental price four or more bed'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function monthOfPeriod(period: string): string {
  const iso = /^(\d{4})-(\d{2})/.exec(period.trim());
  if (iso) return `${iso[1]}-${iso[2]}`;
  const named = /^([A-Za-z]{3})[a-z]* (\d{4})$/.exec(period.trim());
  const month = named ? MONTHS.indexOf(named[1]!.toLowerCase()) : -1;
  if (!named || month < 0) throw new Error(`Private rents: unreadable Time period '${period}'`);
  return `${named[2]}-${String(month + 1).padStart(2, '0')}`;
}

export function buildPrivateRentsFile(rows: CsvRow[], release: ReleaseInfo): PrivateRentsFile {
  requireColumns(rows, RENT_COLUMNS, 'Private rents');
  const ours = rows
    .map((row) => ({ row, area: datasetAreaNamed(row['Area name']), month: monthOfPeriod(row['Time period']!) }))
    .filter((entry) => entry.area !== null);
  const latestMonth = ours.map((entry) => entry.month).sort().at(-1);
  if (!latestMonth) throw new Error('Private rents: no rows for the regions, England or the UK');
  const rent = (row: CsvRow, column: string) => pounds(row[column], `${row['Area name']} ${column}`);
  return {
    meta: metaFor(
      {
        title: 'Average private monthly rent by region and number of bedrooms',
        publisher: 'Office for National Statistics',
        source_url: 'https://www.ons.gov.uk/economy/inflationandpriceindices/datasets/priceindexofprivaterentsukmonthlypricestatistics',
        licence: 'Open Government Licence v3.0',
        as_of: `${latestMonth}-01`,
        transcription: 'Written by scripts/market-data/build-dataset.ts from the Price Index of Private Rents download (docs/decisions/0072-built-in-market-dataset.md).',
        columns: ['region', 'all', 'one_bed', 'two_bed', 'three_bed', 'four_plus_bed'],
      },
      release,
    ),
    rows: ours
      .filter((entry) => entry.month === latestMonth)
      .map(({ row, area }) => [area!, rent(row, 'Rental price'), rent(row, 'Rental price one bed'), rent(row, 'Rental price two bed'), rent(row, 'Rental price three bed'), rent(row, 'Rental price four or more bed')]),
  };
}
