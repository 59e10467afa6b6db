import type { ColumnType, Generated } from 'kysely';
import type { Tier } from '@plotwise/contracts';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type TenantTables = {
  tenants: {
    id: Generated<string>;
    owner_user_id: string;
    name: string;
    tier: Tier;
    /** Kept by a trigger on properties (migration 0015); never written by the app. */
    property_count: ColumnType<number, never, never>;
    created_at: CreatedAt;
  };
  payment_methods: {
    id: string;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    /** What the built-in test provider will do when this card is charged. */
    outcome: 'succeed' | 'decline' | 'insufficient_funds';
    created_at: CreatedAt;
  };
  payments: {
    id: string;
    customer_id: string;
    email: string;
    payment_method_id: string;
    plan_id: string;
    amount_pence: number;
    currency: string;
    status: 'succeeded' | 'declined';
    provider: string;
    tenant_id: string | null;
    created_at: CreatedAt;
  };
  waitlist_entries: {
    id: Generated<string>;
    email: string;
    created_at: CreatedAt;
  };
};
