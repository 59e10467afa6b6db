import type { MarketProviderName } from '@plotwise/contracts';
import type { Config } from '../../config.ts';
import { loadMarketDataset, type MarketDataset } from './dataset/market-dataset.ts';
import { epcBasicAuth } from './providers/epc-register.ts';
import type { CallPolicy, ProviderEndpoint } from './providers/provider-session.ts';

export type LiveProviderName = Exclude<MarketProviderName, 'builtin_dataset'>;
export type LiveProvider = { enabled: boolean; endpoint: ProviderEndpoint };

/** What the market step needs besides the database: the built-in dataset, the live providers' settings and a clock. */
export type MarketContext = {
  dataset: MarketDataset;
  providers: Record<LiveProviderName, LiveProvider>;
  policy: CallPolicy;
  now: () => Date;
};

export function createMarketContext(config: Config, options: { now?: () => Date } = {}): MarketContext {
  const provider = (name: LiveProviderName, enabled: boolean, baseUrl: string, ratePerSecond: number, headers?: Record<string, string>) => ({
    enabled,
    endpoint: { name, baseUrl, ratePerSecond, headers },
  });
  const epcAuth = config.MARKET_EPC_EMAIL && config.MARKET_EPC_API_KEY ? { authorization: epcBasicAuth(config.MARKET_EPC_EMAIL, config.MARKET_EPC_API_KEY) } : undefined;
  return {
    dataset: loadMarketDataset(),
    providers: {
      land_registry_price_paid: provider('land_registry_price_paid', config.MARKET_PRICE_PAID_ENABLED, config.MARKET_PRICE_PAID_URL, config.MARKET_PRICE_PAID_RATE_LIMIT),
      uk_house_price_index: provider('uk_house_price_index', config.MARKET_UKHPI_ENABLED, config.MARKET_UKHPI_URL, config.MARKET_UKHPI_RATE_LIMIT),
      postcodes_io: provider('postcodes_io', config.MARKET_POSTCODES_ENABLED, config.MARKET_POSTCODES_URL, config.MARKET_POSTCODES_RATE_LIMIT),
      epc_register: provider('epc_register', config.MARKET_EPC_ENABLED, config.MARKET_EPC_URL, config.MARKET_EPC_RATE_LIMIT, epcAuth),
    },
    policy: {
      timeoutMs: config.MARKET_PROVIDER_TIMEOUT_MS,
      retries: config.MARKET_PROVIDER_RETRIES,
      backoffMs: config.MARKET_PROVIDER_BACKOFF_MS,
      cacheTtlSeconds: config.MARKET_CACHE_TTL_SECONDS,
    },
    now: options.now ?? (() => new Date()),
  };
}
