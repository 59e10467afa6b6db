import type { MarketProvider } from '@plotwise/contracts';
import type { MarketDataset } from '../dataset/market-dataset.ts';
import type { LiveProviderName } from '../market-context.ts';
import { PROVIDER_LABELS } from '../market-sources.ts';
import type { ProviderSummary } from '../providers/provider-report.ts';

const LIVE: LiveProviderName[] = ['land_registry_price_paid', 'uk_house_price_index', 'postcodes_io', 'epc_register'];
const OFF_NOTE = 'Not switched on for this server; the built-in data was used.';
const NO_POSTCODE_NOTE = 'The property has no postcode to look up.';

/** Each provider with whether its data went into the figures, its status, its date and, when it helps, why. */
export function buildProviders(input: {
  dataset: MarketDataset;
  reports: Record<LiveProviderName, ProviderSummary>;
  used: Record<LiveProviderName, boolean>;
  unusedNotes: Record<LiveProviderName, string>;
  hasPostcode: boolean;
}): MarketProvider[] {
  const builtin: MarketProvider = {
    name: 'builtin_dataset',
    label: PROVIDER_LABELS.builtin_dataset,
    used: true,
    status: 'ok',
    as_of: input.dataset.prices.meta.as_of,
    note: 'Rents and typical yields always come from it, and prices wherever a live provider did not answer.',
  };
  const live = LIVE.map((name): MarketProvider => {
    const report = input.reports[name];
    const used = input.used[name];
    const note = report.status === 'off' ? OFF_NOTE
      : report.note ?? (used ? undefined : input.hasPostcode ? input.unusedNotes[name] : NO_POSTCODE_NOTE);
    return { name, label: PROVIDER_LABELS[name], used, status: report.status, as_of: report.asOf, ...(note ? { note } : {}) };
  });
  return [builtin, ...live];
}
