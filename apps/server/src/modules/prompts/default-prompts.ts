import type { PromptMap } from '@plotwise/contracts';
import { legalPrompts } from './defaults/legal-prompts.ts';
import { refurbPrompts } from './defaults/refurb-prompts.ts';
import { strategyPrompts } from './defaults/strategy-prompts.ts';

/**
 * The built-in prompts: what a tenant without custom prompts gets, what reset returns to, and
 * what the analysis engine falls back on. One map, so those three never drift apart.
 */
export const defaultPrompts: PromptMap = {
  legal: legalPrompts,
  refurb: refurbPrompts,
  strategy: strategyPrompts,
};
