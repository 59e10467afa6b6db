import { z } from 'zod';

/**
 * The variables a prompt may use as `{name}` (docs/product/prompts.md, "Variables"). The analysis engine fills each one
 * from the property; a value it does not have at that stage reads "not available".
 */
export const promptVariables = {
  address: 'The property address: street, city and postcode',
  price: 'The asking or purchase price in whole pounds, digits only (e.g. 350000)',
  property_type: 'House, flat, apartment, bungalow, terraced, semi-detached or detached',
  bedrooms: 'The number of bedrooms',
  document_content: 'Text read from the uploaded documents, headed by file name and page',
  image_descriptions: 'What the image analysis saw in each photo or floorplan',
  market_data: 'Local prices, rents, yields and tax figures, each with its source and date',
  filename: 'The name of the file being read (the vision prompts)',
  legal_risk_level: 'The overall risk level from the legal analysis: low, medium or high',
  refurb_costs: 'The refurbishment cost estimate from the refurb analysis',
} as const;
export type PromptVariable = keyof typeof promptVariables;

export const MAX_PROMPT_LENGTH = 20_000;

/** `{name}`: a letter or underscore, then letters, digits or underscores. Other braces (JSON examples) are plain text. */
const VARIABLE_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The distinct `{variable}` names a prompt uses, in order of first use. */
export function extractPromptVariables(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(VARIABLE_PATTERN), (match) => match[1]!))];
}

/** What a prompt reads where the analysis has no value for a variable at that stage. */
export const NOT_AVAILABLE = 'not available';

/**
 * The prompt as a model receives it: each catalogued `{variable}` replaced by its value, or by
 * "not available" where there is none; other braces stay as written (docs/product/prompts.md).
 */
export function fillPromptVariables(text: string, values: Partial<Record<PromptVariable, string>>): string {
  return text.replace(VARIABLE_PATTERN, (whole, name: string) => {
    if (!Object.hasOwn(promptVariables, name)) return whole;
    const value = values[name as PromptVariable]?.trim();
    return value ? value : NOT_AVAILABLE;
  });
}

export function findUnknownVariables(text: string): string[] {
  return extractPromptVariables(text).filter((name) => !Object.hasOwn(promptVariables, name));
}

const braced = (names: string[]) => names.map((name) => `{${name}}`).join(', ');

export const PROMPT_MESSAGES = {
  loadFailed: 'Failed to load prompts. Please try again.',
  saveFailed: 'Failed to save prompts. Please try again.',
  resetFailed: 'Failed to reset prompts. Please try again.',
  saved: 'Custom prompts saved successfully!',
  reset: 'Prompts reset to default successfully!',
  resetConfirm:
    'Are you sure you want to reset all prompts to default? This action cannot be undone.',
  defaultLoaded: 'Default prompt loaded',
  customActive: 'Custom prompts are active',
  nothingToSave: 'Send at least one prompt to save',
  empty: (prompt: string) => `The prompt ${prompt} cannot be empty`,
  tooLong: (prompt: string) =>
    `The prompt ${prompt} is longer than ${MAX_PROMPT_LENGTH.toLocaleString('en-GB')} characters`,
  unknownVariables: (names: string[], prompt: string) =>
    `Unknown variable${names.length > 1 ? 's' : ''} ${braced(names)} in ${prompt}`,
  unknownGroups: (names: string[]) =>
    `Unknown prompt group${names.length > 1 ? 's' : ''} ${names.join(', ')}`,
  unknownPrompts: (group: string, names: string[]) =>
    `Unknown prompt${names.length > 1 ? 's' : ''} ${names.map((name) => `${group}.${name}`).join(', ')}`,
} as const;

/** Every prompt, by group and key (docs/product/prompts.md, "Groups and prompts"). */
export const promptMapSchema = z.object({
  legal: z.object({ risk_assessment: z.string(), document_vision_prompt: z.string() }),
  refurb: z.object({ condition_assessment: z.string(), image_analysis_prompt: z.string() }),
  strategy: z.object({ investment_analysis: z.string() }),
});
export type PromptMap = z.infer<typeof promptMapSchema>;
export type PromptGroup = keyof PromptMap;

type PromptLabels = {
  [G in PromptGroup]: { title: string; prompts: Record<keyof PromptMap[G], string> };
};

/** What the prompts page calls each group and prompt. */
export const promptLabels: PromptLabels = {
  legal: {
    title: 'Legal Risk Assessment',
    prompts: { risk_assessment: 'Main Analysis', document_vision_prompt: 'Document Vision' },
  },
  refurb: {
    title: 'Smart Refurb Analysis',
    prompts: { condition_assessment: 'Main Analysis', image_analysis_prompt: 'Image Vision' },
  },
  strategy: { title: 'Investment Strategy', prompts: { investment_analysis: 'Main Analysis' } },
};

/** One prompt as sent for saving: trimmed, non-empty, bounded, and using known variables only. */
const promptText = (prompt: string) =>
  z
    .string()
    .trim()
    .min(1, PROMPT_MESSAGES.empty(prompt))
    .max(MAX_PROMPT_LENGTH, PROMPT_MESSAGES.tooLong(prompt))
    .superRefine((text, context) => {
      const unknown = findUnknownVariables(text);
      if (unknown.length > 0)
        context.addIssue({
          code: 'custom',
          message: PROMPT_MESSAGES.unknownVariables(unknown, prompt),
        });
    })
    .optional();

const group = <Shape extends z.ZodRawShape>(name: PromptGroup, shape: Shape) =>
  z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? PROMPT_MESSAGES.unknownPrompts(name, issue.keys)
          : undefined,
    })
    .optional();

/** The body of POST /api/v1/prompts: the whole map, or any groups and keys of it. */
export const savePromptsSchema = z
  .strictObject(
    {
      legal: group('legal', {
        risk_assessment: promptText('legal.risk_assessment'),
        document_vision_prompt: promptText('legal.document_vision_prompt'),
      }),
      refurb: group('refurb', {
        condition_assessment: promptText('refurb.condition_assessment'),
        image_analysis_prompt: promptText('refurb.image_analysis_prompt'),
      }),
      strategy: group('strategy', {
        investment_analysis: promptText('strategy.investment_analysis'),
      }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? PROMPT_MESSAGES.unknownGroups(issue.keys) : undefined,
    },
  )
  .refine(
    (map) =>
      Object.values(map).some((byKey) =>
        Object.values(byKey ?? {}).some((text) => text !== undefined),
      ),
    {
      message: PROMPT_MESSAGES.nothingToSave,
    },
  );
export type SavePrompts = z.infer<typeof savePromptsSchema>;

export const promptsResponseSchema = z.object({
  prompts: promptMapSchema,
  has_custom_prompts: z.boolean(),
});
export type PromptsResponse = z.infer<typeof promptsResponseSchema>;

export const defaultPromptsResponseSchema = z.object({ prompts: promptMapSchema });
export type DefaultPromptsResponse = z.infer<typeof defaultPromptsResponseSchema>;
