import { fillPromptVariables, type AnalysisPart, type PromptMap } from '@plotwise/contracts';
import { z } from 'zod';
import { writeEngineAssessment } from './engine-assessment.ts';
import { writeFigureLines, writeRefurbishmentCost } from './engine-figures.ts';
import type { NarrativeRequest } from './ai.service.ts';
import { answerText, propertyVariables } from './prompt-values.ts';

export const PART_TITLES: Record<AnalysisPart, string> = {
  legal: 'legal risk',
  refurbishment: 'refurbishment',
  strategy: 'investment strategy',
};

/** Each part follows the tenant's main prompt of its group (docs/product/prompts.md). */
const PART_PROMPTS: Record<AnalysisPart, (prompts: PromptMap) => string> = {
  legal: (prompts) => prompts.legal.risk_assessment,
  refurbishment: (prompts) => prompts.refurb.condition_assessment,
  strategy: (prompts) => prompts.strategy.investment_analysis,
};
export const promptOfPart = (prompts: PromptMap, part: AnalysisPart) => PART_PROMPTS[part](prompts);

/** What the model must answer: a verdict and a few paragraphs, no figures of its own. */
export const narrativeAnswerSchema = z.object({
  headline: answerText('One sentence: the verdict for the buyer'),
  paragraphs: z
    .array(answerText('A paragraph'))
    .describe('Two to six short paragraphs of plain UK English, no markdown')
    .refine((paragraphs) => paragraphs.length > 0, 'there are no paragraphs'),
});
export type NarrativeAnswer = z.infer<typeof narrativeAnswerSchema>;

export const writeNarrativeText = (answer: NarrativeAnswer) =>
  [answer.headline, ...answer.paragraphs].map((text) => text.trim()).join('\n\n');

export function narrativeSystemPrompt(part: AnalysisPart): string {
  return [
    `You write the ${PART_TITLES[part]} part of Plotwise's analysis of one UK property, for the investor or home buyer considering it. The user's instructions say what to cover: follow them, except for the answer's format, which is always the JSON shape below whatever the instructions ask for.`,
    'Numbers: Plotwise has already worked out every figure; they are listed under "Plotwise figures" with how each was worked out. Write only those figures (rounded if you like) and numbers you quote word for word from the documents or the market data. Never calculate, estimate or invent any other amount, rate, percentage or range: where the instructions ask for a figure that is not listed, say that Plotwise has not worked it out.',
    'Answer with JSON only: {"headline": "one sentence: the verdict for the buyer", "paragraphs": ["two to six short paragraphs of plain UK English, no markdown"]}.',
  ].join('\n\n');
}

/** The tenant's prompt for the part with every variable filled, then the engine's figures as the only numbers to use. */
export function narrativeUserPrompt(prompts: PromptMap, request: NarrativeRequest): string {
  const { analysis, property } = request;
  const filled = fillPromptVariables(promptOfPart(prompts, request.part), {
    ...propertyVariables(property),
    document_content: request.documentContent,
    image_descriptions: request.imageDescriptions,
    market_data: request.marketData,
    legal_risk_level: analysis.legal.risk_level,
    refurb_costs: writeRefurbishmentCost(analysis),
  });
  return [
    filled,
    `Plotwise figures (worked out by the engine: the only figures you may use)\n${writeFigureLines(analysis, request.part)}`,
    `Plotwise's assessment\n${writeEngineAssessment(analysis, request.part)}`,
  ].join('\n\n');
}
