import { extractPromptVariables, savePromptsSchema } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { defaultPrompts } from './default-prompts.ts';

describe('defaultPrompts', () => {
  it('would pass the same validation as a saved prompt', () => {
    expect(savePromptsSchema.safeParse(defaultPrompts).error?.issues).toBeUndefined();
  });

  it.each([
    [
      'legal',
      'risk_assessment',
      ['address', 'price', 'property_type', 'bedrooms', 'market_data', 'document_content'],
    ],
    ['legal', 'document_vision_prompt', ['address', 'property_type', 'filename']],
    [
      'refurb',
      'condition_assessment',
      [
        'address',
        'property_type',
        'bedrooms',
        'price',
        'image_descriptions',
        'document_content',
        'market_data',
      ],
    ],
    ['refurb', 'image_analysis_prompt', ['property_type', 'bedrooms', 'address', 'filename']],
    [
      'strategy',
      'investment_analysis',
      [
        'address',
        'property_type',
        'bedrooms',
        'price',
        'legal_risk_level',
        'refurb_costs',
        'market_data',
        'document_content',
      ],
    ],
  ] as const)('%s.%s uses the variables its stage has', (group, key, variables) => {
    const prompt = (defaultPrompts[group] as Record<string, string>)[key]!;
    expect(extractPromptVariables(prompt)).toEqual(variables);
  });

  it('asks every prompt for JSON only', () => {
    const prompts = Object.values(defaultPrompts).flatMap((group) => Object.values(group));
    for (const prompt of prompts) expect(prompt).toContain('Respond with JSON only');
  });
});
