import type { DefaultPromptsResponse, PromptsResponse, SavePrompts } from '@plotwise/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { defaultPrompts } from './default-prompts.ts';
import { toCustomPromptRows, toPromptMap } from './prompts.mapper.ts';
import {
  deleteCustomPrompts,
  listCustomPrompts,
  upsertCustomPrompts,
} from './prompts.repository.ts';

/** The prompts the tenant's analyses use: its own where it has them, the defaults elsewhere (docs/decisions/0020-custom-prompt-storage.md). */
export async function getPrompts(db: Kysely<Database>, tenantId: string): Promise<PromptsResponse> {
  const { prompts, customCount } = toPromptMap(
    defaultPrompts,
    await listCustomPrompts(db, tenantId),
  );
  return { prompts, has_custom_prompts: customCount > 0 };
}

/** Saves the prompts sent (validated by the contract); a prompt equal to the default is stored all the same. */
export async function savePrompts(
  db: Kysely<Database>,
  tenantId: string,
  input: SavePrompts,
): Promise<PromptsResponse> {
  await upsertCustomPrompts(db, tenantId, toCustomPromptRows(input));
  return getPrompts(db, tenantId);
}

export async function resetPrompts(
  db: Kysely<Database>,
  tenantId: string,
): Promise<PromptsResponse> {
  await deleteCustomPrompts(db, tenantId);
  return { prompts: defaultPrompts, has_custom_prompts: false };
}

export function getDefaultPrompts(): DefaultPromptsResponse {
  return { prompts: defaultPrompts };
}
