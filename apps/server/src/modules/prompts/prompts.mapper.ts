import type { PromptMap, SavePrompts } from '@plotwise/contracts';
import type { CustomPromptRow } from './prompts.repository.ts';

/**
 * The tenant's rows laid over the defaults. Rows for a prompt that no longer exists are ignored,
 * and only the rows that were laid count as custom.
 */
export function toPromptMap(
  defaults: PromptMap,
  rows: CustomPromptRow[],
): { prompts: PromptMap; customCount: number } {
  const prompts = structuredClone(defaults);
  let customCount = 0;
  for (const row of rows) {
    const group = (prompts as Record<string, Record<string, string>>)[row.prompt_group];
    if (!group || !Object.hasOwn(group, row.prompt_key)) continue;
    group[row.prompt_key] = row.body;
    customCount += 1;
  }
  return { prompts, customCount };
}

/** One row per prompt present in a save request. */
export function toCustomPromptRows(input: SavePrompts): CustomPromptRow[] {
  return Object.entries(input).flatMap(([group, byKey]) =>
    Object.entries(byKey ?? {}).flatMap(([key, body]) =>
      body === undefined ? [] : [{ prompt_group: group, prompt_key: key, body }],
    ),
  );
}
