import { promptLabels, type PromptGroup, type PromptMap } from '@plotwise/contracts';

/** One editor on the prompts page. */
export type PromptField = {
  group: PromptGroup;
  key: string;
  /** 'Main Analysis', 'Document Vision' or 'Image Vision'. */
  label: string;
};

/** Editor heights (docs/product/prompts.md, "Prompts page"): a group's only prompt gets more room. */
export const SINGLE_PROMPT_ROWS = 16;
export const TWO_PROMPT_ROWS = 14;

export const promptGroups = Object.keys(promptLabels) as PromptGroup[];

export function getPromptFields(group: PromptGroup): PromptField[] {
  const labels: Record<string, string> = promptLabels[group].prompts;
  return Object.entries(labels).map(([key, label]) => ({ group, key, label }));
}

export function getEditorRows(group: PromptGroup): number {
  return getPromptFields(group).length === 1 ? SINGLE_PROMPT_ROWS : TWO_PROMPT_ROWS;
}

type LooseMap = Record<string, Record<string, string>>;

export function readPrompt(map: PromptMap, { group, key }: PromptField): string {
  return (map as unknown as LooseMap)[group]?.[key] ?? '';
}

export function writePrompt(map: PromptMap, { group, key }: PromptField, text: string): PromptMap {
  return { ...map, [group]: { ...map[group], [key]: text } };
}

const allFields = () => promptGroups.flatMap(getPromptFields);

/** Whether two prompt sets hold the same text for every prompt. */
export function arePromptMapsEqual(a: PromptMap, b: PromptMap): boolean {
  return allFields().every((field) => readPrompt(a, field) === readPrompt(b, field));
}
