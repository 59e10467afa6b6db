/**
 * Regenerates the built-in market dataset (apps/server/src/modules/market-data/dataset/) from the
 * public downloads, as docs/decisions/0072-built-in-market-dataset.md describes:
 *
 *   npx tsx scripts/market-data/build-dataset.ts <downloads folder> [<output folder>]
 *
 * The output folder defaults to the dataset folder; give another to compare before replacing.
 *
 * The folder holds any of the downloads below (each one found is turned into its file; the others
 * are left as they are) and releases.json, naming each release: { "hpi": { citation, release },
 * "rents": { ... }, "onspd": { citation, release, as_of }, "yields": { citation, release, as_of, source_url, publisher } }.
 *
 * - UK-HPI-full-file-YYYY-MM.csv (UK House Price Index full file): Date, RegionName, AveragePrice,
 *   Index, 12m%Change, DetachedPrice, SemiDetachedPrice, TerracedPrice, FlatPrice.
 * - private-rents.csv (Price Index of Private Rents monthly price statistics, saved as CSV): Time
 *   period, Area name, Rental price, Rental price one bed, ... two bed, ... three bed, ... four or more bed.
 * - ONSPD_<MON>_<YYYY>_UK.csv (ONS Postcode Directory, Data folder): pcds, doterm, oslaua or ladYYcd;
 *   and "LA_UA names and codes UK as at <date>.csv" (Documents folder): LADYYCD, LADYYNM.
 * - rental-yields.csv, transcribed from the lender's release: region, gross_yield_pct.
 */
import { createReadStream, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse';
import { parse as parseAll } from 'csv-parse/sync';
import type { z } from 'zod';
import { buildHousePriceFiles } from '../../apps/server/src/modules/market-data/dataset/build/house-price-index.ts';
import { createLocalAuthorityTally } from '../../apps/server/src/modules/market-data/dataset/build/postcode-directory.ts';
import { buildPrivateRentsFile } from '../../apps/server/src/modules/market-data/dataset/build/private-rents.ts';
import { formatDatasetFile, type CsvRow, type ReleaseInfo } from '../../apps/server/src/modules/market-data/dataset/build/release-info.ts';
import { buildRentalYieldsFile } from '../../apps/server/src/modules/market-data/dataset/build/rental-yields.ts';
import {
  housePriceIndexFileSchema,
  housePricesFileSchema,
  localAuthoritiesFileSchema,
  privateRentsFileSchema,
  rentalYieldsFileSchema,
} from '../../apps/server/src/modules/market-data/dataset/dataset-schema.ts';
import { DATASET_FILES } from '../../apps/server/src/modules/market-data/dataset/market-dataset.ts';

const outputDir = resolve(process.argv[3] ?? join(import.meta.dirname, '../../apps/server/src/modules/market-data/dataset'));

/** The first file whose name matches, in the folder or one level down (the ONSPD zip's Data/ and Documents/). */
function find(dir: string, pattern: RegExp): string | null {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && pattern.test(entry.name)) return join(dir, entry.name);
    if (entry.isDirectory()) {
      const inside = readdirSync(join(dir, entry.name)).find((name) => pattern.test(name));
      if (inside) return join(dir, entry.name, inside);
    }
  }
  return null;
}

const readCsv = (file: string): CsvRow[] => parseAll(readFileSync(file), { columns: true, bom: true, skip_empty_lines: true, trim: true });

function write(name: string, schema: z.ZodType, data: Parameters<typeof formatDatasetFile>[0]) {
  schema.parse(data);
  writeFileSync(join(outputDir, name), formatDatasetFile(data));
  console.log(`wrote ${join(outputDir, name)} (${data.meta.citation}, as of ${data.meta.as_of})`);
}

async function main() {
  const dir = process.argv[2];
  if (!dir || !existsSync(join(dir, 'releases.json'))) {
    console.error('Usage: npx tsx scripts/market-data/build-dataset.ts <folder with the downloads and releases.json>');
    process.exit(2);
  }
  const releases = JSON.parse(readFileSync(join(dir, 'releases.json'), 'utf8')) as Record<string, ReleaseInfo & Record<string, string>>;
  const release = (key: string) => {
    if (!releases[key]) throw new Error(`releases.json has no "${key}" entry`);
    return releases[key]!;
  };

  const hpi = find(dir, /^UK-HPI-full-file-.*\.csv$/i);
  if (hpi) {
    const { prices, index } = buildHousePriceFiles(readCsv(hpi), release('hpi'));
    write(DATASET_FILES.prices, housePricesFileSchema, prices);
    write(DATASET_FILES.index, housePriceIndexFileSchema, index);
  }
  const rents = find(dir, /^private-rents\.csv$/i);
  if (rents) write(DATASET_FILES.rents, privateRentsFileSchema, buildPrivateRentsFile(readCsv(rents), release('rents')));

  const directory = find(dir, /^ONSPD_.*_UK\.csv$/i);
  const names = find(dir, /^LA_UA names and codes.*\.csv$/i);
  if (directory && names) {
    const tally = createLocalAuthorityTally();
    for await (const row of createReadStream(directory).pipe(parse({ columns: true, bom: true, trim: true }))) tally.add(row as CsvRow);
    write(DATASET_FILES.localAuthorities, localAuthoritiesFileSchema, tally.build(readCsv(names), release('onspd')));
  }
  const yields = find(dir, /^rental-yields\.csv$/i);
  if (yields) {
    const info = release('yields');
    write(DATASET_FILES.yields, rentalYieldsFileSchema, buildRentalYieldsFile(readCsv(yields), { ...info, as_of: info.as_of!, source_url: info.source_url!, publisher: info.publisher! }));
  }
  if (!hpi && !rents && !(directory && names) && !yields) console.error(`No known download in ${dir}; see the list at the top of this script.`);
}

await main();
