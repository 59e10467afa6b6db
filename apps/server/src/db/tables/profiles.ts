import type { Theme } from '@plotwise/contracts';
import type { ColumnType, Generated } from 'kysely';

export type ProfileTables = {
  profiles: {
    user_id: string;
    first_name: Generated<string>;
    last_name: Generated<string>;
    phone: Generated<string>;
    company: Generated<string>;
    location: Generated<string>;
    bio: Generated<string>;
    theme: Generated<Theme>;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date | string>;
  };
};
