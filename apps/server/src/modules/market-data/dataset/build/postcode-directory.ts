import { postcodeParts } from '@plotwise/contracts';
import type { LocalAuthoritiesFile } from '../dataset-schema.ts';
import { metaFor, type CsvRow, type ReleaseInfo } from './release-info.ts';

/**
 * From the ONS Postcode Directory (ONSPD_<MON>_<YYYY>_UK.csv, one row per postcode: pcds, doterm
 * and the local authority code in oslaua or ladYYcd) and its local authority names file (LADYYCD,
 * LADYYNM): the local authority of each postcode area and of each district, the one with the most
 * live postcodes. The directory is large, so rows are counted one by one.
 */
const laCodeColumn = (row: CsvRow) => Object.keys(row).find((column) => /^(oslaua|lad\d{2}cd)$/i.test(column));

function majority(counts: Map<string, number>): string {
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
}

export function createLocalAuthorityTally() {
  const byArea = new Map<string, Map<string, number>>();
  const byDistrict = new Map<string, Map<string, number>>();
  const count = (table: Map<string, Map<string, number>>, key: string, code: string) => {
    const counts = table.get(key) ?? new Map<string, number>();
    counts.set(code, (counts.get(code) ?? 0) + 1);
    table.set(key, counts);
  };
  return {
    /** Counts a live postcode (no termination date) towards its area and district. */
    add(row: CsvRow) {
      const column = laCodeColumn(row);
      if (!column) throw new Error('ONSPD: no local authority column (oslaua or ladYYcd)');
      const parts = postcodeParts(row.pcds ?? row.pcd ?? '');
      const code = row[column]?.trim();
      if (!parts || !code || (row.doterm ?? '').trim() !== '') return;
      count(byArea, parts.area, code);
      count(byDistrict, parts.district, code);
    },
    /** `release.as_of`: the directory's release date; today when not given. */
    build(namesRows: CsvRow[], { as_of, ...release }: ReleaseInfo & { as_of?: string }): LocalAuthoritiesFile {
      const codeColumn = Object.keys(namesRows[0] ?? {}).find((column) => /^lad\d{2}cd$/i.test(column));
      const nameColumn = Object.keys(namesRows[0] ?? {}).find((column) => /^lad\d{2}nm$/i.test(column));
      if (!codeColumn || !nameColumn) throw new Error('Local authority names: need LADYYCD and LADYYNM columns');
      const names = new Map(namesRows.map((row) => [row[codeColumn]!.trim(), row[nameColumn]!.trim()]));
      const areas: Record<string, string> = {};
      for (const [area, counts] of byArea) {
        const code = majority(counts);
        if (!names.has(code)) continue; // Channel Islands and the Isle of Man have no UK local authority
        areas[area] = names.get(code)!;
      }
      const districts: Record<string, string> = {};
      for (const [district, counts] of [...byDistrict].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))) {
        const code = majority(counts);
        if (names.has(code)) districts[district] = names.get(code)!;
      }
      return {
        meta: metaFor(
          {
            title: 'Local authority of each postcode area and district',
            publisher: 'Office for National Statistics',
            source_url: 'https://geoportal.statistics.gov.uk/',
            licence: 'Open Government Licence v3.0 (contains OS data © Crown copyright and database right; Royal Mail data © Royal Mail copyright and database right)',
            as_of: as_of ?? new Date().toISOString().slice(0, 10),
            transcription: 'Written by scripts/market-data/build-dataset.ts from the ONS Postcode Directory: each area and district placed where most of its live postcodes are (docs/decisions/0072-built-in-market-dataset.md).',
          },
          release,
        ),
        areas,
        districts,
      };
    },
  };
}
