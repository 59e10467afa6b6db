import type { ColumnType } from 'kysely';

export type PromptTables = {
  custom_prompts: {
    tenant_id: string;
    prompt_group: string;
    prompt_key: string;
    body: string;
    updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};
