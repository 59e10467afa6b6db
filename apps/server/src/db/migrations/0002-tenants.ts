import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tenants')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('owner_user_id', 'text', (col) =>
      col.notNull().unique().references('user.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('tier', 'text', (col) =>
      col.notNull().defaultTo('free').check(sql`tier in ('free', 'pro', 'corporate')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('exp_month', 'integer', (col) => col.notNull())
    .addColumn('exp_year', 'integer', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('customer_id', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('payment_method_id', 'text', (col) => col.notNull())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('amount_pence', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('tenant_id', 'uuid', (col) => col.references('tenants.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('payments_email_idx').on('payments').column('email').execute();
}
