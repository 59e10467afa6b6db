import { UK_REGION_NAMES, ukRegions } from '@plotwise/contracts';
import type { DatasetArea, DatasetMeta } from '../dataset-schema.ts';

/** What the person running the build says about a download: which release it is and how to cite it. */
export type ReleaseInfo = { citation: string; release: string };
export type CsvRow = Record<string, string>;

const AREA_NAMES = new Map<string, DatasetArea>([
  ...ukRegions.map((region) => [UK_REGION_NAMES[region].toLowerCase(), region] as const),
  ['england', 'england'],
  ['united kingdom', 'united_kingdom'],
]);

/** 'Yorkshire and The Humber' -> 'yorkshire_and_the_humber'; null for a local authority or anything else. */
export const datasetAreaNamed = (name: string | undefined): DatasetArea | null => AREA_NAMES.get((name ?? '').trim().toLowerCase()) ?? null;

export function requireColumns(rows: CsvRow[], columns: string[], file: string): void {
  const missing = columns.filter((column) => rows.length > 0 && !(column in rows[0]!));
  if (rows.length === 0 || missing.length > 0) {
    throw new Error(`${file}: ${rows.length === 0 ? 'no rows' : `missing column(s) ${missing.join(', ')}`}`);
  }
}

/** A whole-pound figure from a cell such as '271,188' or '271188.4'. */
export function pounds(cell: string | undefined, what: string): number {
  const value = Math.round(Number((cell ?? '').replace(/[£,\s]/g, '')));
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${what}: '${cell}' is not an amount`);
  return value;
}

export const metaFor = (base: Omit<DatasetMeta, 'citation' | 'release'>, release: ReleaseInfo): DatasetMeta => ({ ...base, ...release });

/** One dataset file as the repository keeps it: the header readable, one row per line. */
export function formatDatasetFile(data: { meta: DatasetMeta } & Record<string, unknown>): string {
  const lines = (rows: unknown[], indent: string) => rows.map((row) => `${indent}${JSON.stringify(row).replace(/,/g, ', ')}`).join(',\n');
  const parts = Object.entries(data).map(([key, value]) => {
    if (key === 'meta' || !Array.isArray(value) && (typeof value !== 'object' || value === null || Object.values(value).some((entry) => !Array.isArray(entry)))) {
      return `  ${JSON.stringify(key)}: ${JSON.stringify(value, null, 2).replace(/\n/g, '\n  ')}`;
    }
    if (Array.isArray(value)) return `  ${JSON.stringify(key)}: [\n${lines(value, '    ')}\n  ]`;
    const groups = Object.entries(value as Record<string, unknown[]>).map(([name, rows]) => `    ${JSON.stringify(name)}: [\n${lines(rows, '      ')}\n    ]`);
    return `  ${JSON.stringify(key)}: {\n${groups.join(',\n')}\n  }`;
  });
  return `{\n${parts.join(',\n')}\n}\n`;
}
