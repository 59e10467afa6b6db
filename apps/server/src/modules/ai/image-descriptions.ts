import { fillPromptVariables } from '@plotwise/contracts';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { getPrompts } from '../prompts/prompts.service.ts';
import type { AiClient } from './ai-client.ts';
import { AI_NOTES } from './ai-notes.ts';
import { costOfTokens } from './ai-cost.ts';
import { addTokens, type Tokens } from './ai-tokens.ts';
import type { AiImagesInput, AiWork } from './ai.service.ts';
import { fitImage } from './fit-image.ts';
import { generateAnswer, type AiFailure } from './generate-answer.ts';
import { answerText, propertyVariables } from './prompt-values.ts';

export type AiImageDescriptions = AiWork & {
  /** {image_descriptions}: one paragraph per image, headed by its file name. */
  text: string;
};

const imageAnswerSchema = z.object({
  subject: answerText('What the image shows: a room, an elevation, the roof, a floorplan, ...'),
  description: answerText(
    'Two or three plain-English sentences on what is visible and its condition',
  ),
  defects: z
    .array(z.string())
    .describe('Each visible defect and where it is; empty when none is visible'),
});
type ImageAnswer = z.infer<typeof imageAnswerSchema>;

export const IMAGE_SYSTEM_PROMPT = [
  "You look at one image of a UK property and describe it for a cost consultant who cannot see it. The user's instructions say what to look for: follow them, except for the answer's format, which is always the JSON shape below.",
  'Describe only what is visible. Plotwise works out every cost and measurement itself, so do not price anything.',
  'Answer with JSON only: {"subject": "...", "description": "...", "defects": ["..."]}.',
].join('\n\n');

function writeDescription(filename: string, answer: ImageAnswer): string {
  const defects = answer.defects
    .map((defect) => defect.trim())
    .filter((defect) => defect.length > 0);
  const defectLine = defects.length > 0 ? ` Defects: ${defects.join('; ')}.` : '';
  return `${filename} (${answer.subject.trim()}): ${answer.description.trim()}${defectLine}`;
}

/**
 * {image_descriptions} for the analysis: what the vision model sees in each photo or floorplan,
 * following the tenant's image vision prompt. Words only: no figure is taken from them
 * (docs/product/ai.md, "Looking at images").
 */
export async function describeImages(
  { ai, db }: { ai: AiClient; db: Db },
  input: AiImagesInput,
): Promise<AiImageDescriptions> {
  const { prompts } = await getPrompts(db, input.tenantId);
  const paragraphs: string[] = [];
  const failed: { filename: string; failure: AiFailure }[] = [];
  let tokens: Tokens | null = null;
  for (const image of input.images) {
    const instructions = fillPromptVariables(prompts.refurb.image_analysis_prompt, {
      ...propertyVariables(input.property),
      filename: image.filename,
    });
    const fitted = await fitImage(image);
    const outcome = await generateAnswer({
      ai,
      use: 'vision',
      system: IMAGE_SYSTEM_PROMPT,
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: instructions },
            { type: 'image', image: fitted.data, mediaType: fitted.mediaType },
          ],
        },
      ],
      schema: imageAnswerSchema,
    });
    tokens = addTokens(tokens, outcome.tokens);
    if (outcome.ok) paragraphs.push(writeDescription(image.filename, outcome.answer));
    else failed.push({ filename: image.filename, failure: outcome.failure });
  }
  return {
    text: paragraphs.join('\n\n'),
    tokens,
    costGbp: costOfTokens(ai, ai.visionModel, tokens),
    answered: paragraphs.length > 0,
    note: failed.length > 0 ? AI_NOTES.images(failed, input.images.length) : null,
  };
}
