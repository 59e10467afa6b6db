import type { PromptMap } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import {
  arePromptMapsEqual,
  getEditorRows,
  getPromptFields,
  promptGroups,
  readPrompt,
  writePrompt,
} from './prompt-map';

const prompts: PromptMap = {
  legal: { risk_assessment: 'Legal {address}', document_vision_prompt: 'Read {filename}' },
  refurb: { condition_assessment: 'Refurb', image_analysis_prompt: 'Look' },
  strategy: { investment_analysis: 'Invest at {price}' },
};

describe('prompt map helpers', () => {
  it('list the three groups and their prompts with the page labels', () => {
    expect(promptGroups).toEqual(['legal', 'refurb', 'strategy']);
    expect(getPromptFields('legal').map((field) => field.label)).toEqual([
      'Main Analysis',
      'Document Vision',
    ]);
    expect(getPromptFields('refurb').map((field) => field.label)).toEqual([
      'Main Analysis',
      'Image Vision',
    ]);
    expect(getPromptFields('strategy')).toEqual([
      { group: 'strategy', key: 'investment_analysis', label: 'Main Analysis' },
    ]);
  });

  it('give a single-prompt group 16 rows and two-prompt groups 14', () => {
    expect(getEditorRows('strategy')).toBe(16);
    expect(getEditorRows('legal')).toBe(14);
    expect(getEditorRows('refurb')).toBe(14);
  });

  it('read and write one prompt without touching the others', () => {
    const field = getPromptFields('refurb')[1]!;
    const changed = writePrompt(prompts, field, 'Look harder');
    expect(readPrompt(changed, field)).toBe('Look harder');
    expect(readPrompt(prompts, field)).toBe('Look');
    expect(changed.legal).toBe(prompts.legal);
  });

  it('compare every prompt by its text', () => {
    const field = getPromptFields('strategy')[0]!;
    expect(arePromptMapsEqual(prompts, structuredClone(prompts))).toBe(true);
    expect(arePromptMapsEqual(prompts, writePrompt(prompts, field, 'Invest'))).toBe(false);
    const restored = writePrompt(writePrompt(prompts, field, 'Invest'), field, 'Invest at {price}');
    expect(arePromptMapsEqual(prompts, restored)).toBe(true);
  });
});
