import type { FigureSource, MarketProviderName } from '@plotwise/contracts';
import type { DatasetMeta } from './dataset/dataset-schema.ts';

/** The sources figures cite (docs/decisions/0030-figures-carry-their-provenance.md), one place for their names. */
export const PROVIDER_LABELS: Record<MarketProviderName, string> = {
  builtin_dataset: 'Built-in dataset (UK House Price Index, ONS private rents, Paragon yields)',
  land_registry_price_paid: 'HM Land Registry Price Paid Data',
  uk_house_price_index: 'UK House Price Index (live)',
  postcodes_io: 'postcodes.io',
  epc_register: 'Energy Performance Certificate register',
};

export const PRICE_PAID_SOURCE: FigureSource = {
  name: 'HM Land Registry Price Paid Data',
  url: 'https://www.gov.uk/government/collections/price-paid-data',
};
export const LIVE_HPI_SOURCE: FigureSource = { name: 'UK House Price Index', url: 'https://landregistry.data.gov.uk/app/ukhpi' };
export const POSTCODES_IO_SOURCE: FigureSource = { name: 'postcodes.io (ONS Postcode Directory)', url: 'https://postcodes.io' };
export const EPC_SOURCE: FigureSource = { name: 'Energy Performance Certificate register', url: 'https://www.gov.uk/find-energy-certificate' };

/** A built-in file as a source: its release, so the figure says which one it rests on. */
export const datasetSource = (meta: DatasetMeta): FigureSource => ({ name: `${meta.citation} (built-in)`, url: meta.source_url });

/** Two sources behind one figure. */
export const combinedSource = (first: FigureSource, second: FigureSource): FigureSource => ({ name: `${first.name}; ${second.name}`, url: first.url });
