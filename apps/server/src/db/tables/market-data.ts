import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { MarketData } from '@plotwise/contracts';

/** What a run stores: the answer less the parts its row already holds. */
export type StoredMarketData = Omit<MarketData, 'data_available' | 'version' | 'generated_at'>;

export type MarketDataTables = {
  market_data_results: {
    id: Generated<string>;
    tenant_id: string;
    property_id: string;
    version: number;
    data: JSONColumnType<StoredMarketData>;
    created_at: ColumnType<Date, never, never>;
  };
  market_provider_cache: {
    provider: string;
    key: string;
    /** The parsed answer, wrapped so that an empty answer (null, []) is stored too. */
    body: JSONColumnType<{ value: unknown }>;
    fetched_at: Date;
    expires_at: Date;
  };
  market_provider_limits: {
    provider: string;
    tokens: number;
    refilled_at: ColumnType<Date, Date | string, Date | string>;
    blocked_until: ColumnType<Date | null, Date | string | null, Date | string | null>;
  };
};
