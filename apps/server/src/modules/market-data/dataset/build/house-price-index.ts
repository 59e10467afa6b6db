import type { HousePriceIndexFile, HousePricesFile } from '../dataset-schema.ts';
import { datasetAreaNamed, metaFor, pounds, requireColumns, type CsvRow, type ReleaseInfo } from './release-info.ts';

/**
 * From the UK House Price Index full file (UK-HPI-full-file-YYYY-MM.csv, one row per area and
 * month; Date as DD/MM/YYYY): the latest month's averages by type for the regions, England and the
 * UK, and their monthly index from January 2010.
 */
export const HPI_COLUMNS = ['Date', 'RegionName', 'AveragePrice', 'Index', '12m%Change', 'DetachedPrice', 'SemiDetachedPrice', 'TerracedPrice', 'FlatPrice'];
const SERIES_FROM = '2010-01';

const HPI_META = {
  publisher: 'HM Land Registry, Office for National Statistics, Registers of Scotland and Land & Property Services Northern Ireland',
  source_url: 'https://www.gov.uk/government/collections/uk-house-price-index-reports',
  licence: 'Open Government Licence v3.0',
  transcription: 'Written by scripts/market-data/build-dataset.ts from the UK HPI full file (docs/decisions/0072-built-in-market-dataset.md).',
};

const monthOfDate = (date: string) => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date.trim()) ?? /^(\d{4})-(\d{2})/.exec(date.trim());
  if (!match) throw new Error(`UK HPI full file: unreadable Date '${date}'`);
  return match[3] ? `${match[3]}-${match[2]}` : `${match[1]}-${match[2]}`;
};

export function buildHousePriceFiles(rows: CsvRow[], release: ReleaseInfo): { prices: HousePricesFile; index: HousePriceIndexFile } {
  requireColumns(rows, HPI_COLUMNS, 'UK HPI full file');
  const ours = rows
    .map((row) => ({ row, area: datasetAreaNamed(row.RegionName), month: monthOfDate(row.Date!) }))
    .filter((entry) => entry.area !== null && entry.row.AveragePrice !== '')
    .sort((a, b) => a.month.localeCompare(b.month));
  const latestMonth = ours.at(-1)?.month;
  if (!latestMonth) throw new Error('UK HPI full file: no rows for the regions, England or the UK');
  const latest = ours.filter((entry) => entry.month === latestMonth);
  const series: HousePriceIndexFile['series'] = {};
  for (const { row, area, month } of ours) {
    if (month < SERIES_FROM) continue;
    (series[area!] ??= []).push([month, Number(row.Index), pounds(row.AveragePrice, `${row.RegionName} ${month}`)]);
  }
  const asOf = `${latestMonth}-01`;
  return {
    prices: {
      meta: metaFor({ ...HPI_META, title: 'Average house price by region and property type', as_of: asOf, columns: ['region', 'all', 'detached', 'semi_detached', 'terraced', 'flat', 'annual_change_pct'] }, release),
      rows: latest.map(({ row, area }) => [
        area!,
        pounds(row.AveragePrice, `${row.RegionName} average`),
        pounds(row.DetachedPrice, `${row.RegionName} detached`),
        pounds(row.SemiDetachedPrice, `${row.RegionName} semi-detached`),
        pounds(row.TerracedPrice, `${row.RegionName} terraced`),
        pounds(row.FlatPrice, `${row.RegionName} flat`),
        Number(row['12m%Change']),
      ]),
    },
    index: {
      meta: metaFor({ ...HPI_META, title: 'House price index by region, all property types (January 2015 = 100)', as_of: asOf, columns: ['month', 'index', 'average_price'] }, release),
      series,
    },
  };
}
