import type { ColumnType, Generated } from 'kysely';

export type ProjectStatus = 'active' | 'completed' | 'inactive';

export type ProjectTables = {
  projects: {
    id: Generated<string>;
    tenant_id: string;
    name: string;
    description: string | null;
    color: Generated<string>;
    status: Generated<ProjectStatus>;
    created_at: ColumnType<Date, never, never>;
    updated_at: ColumnType<Date, never, Date | string>;
  };
};
