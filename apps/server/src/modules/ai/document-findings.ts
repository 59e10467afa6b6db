import { fillPromptVariables, type DocumentFinding } from '@plotwise/contracts';
import type { Db } from '../../db/schema.ts';
import { getPrompts } from '../prompts/prompts.service.ts';
import type { AiClient } from './ai-client.ts';
import { costOfTokens } from './ai-cost.ts';
import { AI_NOTES } from './ai-notes.ts';
import { addTokens, type Tokens } from './ai-tokens.ts';
import type { AiDocumentInput, AiWork } from './ai.service.ts';
import { findingsAnswerSchema, toDocumentFinding } from './finding-answer.ts';
import { FINDINGS_SYSTEM_PROMPT } from './finding-instructions.ts';
import { generateAnswer, type AiFailure } from './generate-answer.ts';
import { propertyVariables } from './prompt-values.ts';

/** The findings, and the model's work: `answered` when at least one batch had a usable answer. */
export type AiDocumentFindings = AiWork & { findings: DocumentFinding[] };

/** Pages go to the model in batches of about this many characters (some 8,000 tokens), so a long lease fits any context. */
export const PAGE_BATCH_CHARACTERS = 32_000;

function batchPages(pages: AiDocumentInput['pages']): AiDocumentInput['pages'][] {
  const batches: AiDocumentInput['pages'][] = [];
  let size = Infinity;
  for (const page of pages.filter((candidate) => candidate.text.trim().length > 0)) {
    const text = page.text.slice(0, PAGE_BATCH_CHARACTERS);
    if (size + text.length > PAGE_BATCH_CHARACTERS) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push({ page: page.page, text });
    size += text.length;
  }
  return batches;
}

const writePages = (pages: AiDocumentInput['pages']) =>
  pages.map(({ page, text }) => `[Page ${page}]\n${text}`).join('\n\n');

/**
 * Findings a language model reads in one document, following the tenant's document vision prompt:
 * each tied to a page and a quote that page really has (others are dropped), in the contract's
 * shape (docs/product/ai.md, "Reading documents").
 */
export async function findDocumentFindingsWithAi(
  { ai, db }: { ai: AiClient; db: Db },
  input: AiDocumentInput,
): Promise<AiDocumentFindings> {
  const { prompts } = await getPrompts(db, input.tenantId);
  const instructions = fillPromptVariables(prompts.legal.document_vision_prompt, {
    ...propertyVariables(input.property),
    filename: input.filename,
  });
  const pageTexts = new Map(input.pages.map(({ page, text }) => [page, text]));
  const seen = new Set<string>();
  const findings: DocumentFinding[] = [];
  let tokens: Tokens | null = null;
  let failure: AiFailure | null = null;
  let answered = false;
  for (const batch of batchPages(input.pages)) {
    const outcome = await generateAnswer({
      ai,
      use: 'text',
      system: FINDINGS_SYSTEM_PROMPT,
      messages: [
        {
          role: 'user',
          content: `${instructions}\n\nThe text of "${input.filename}", page by page\n\n${writePages(batch)}`,
        },
      ],
      schema: findingsAnswerSchema,
    });
    tokens = addTokens(tokens, outcome.tokens);
    if (!outcome.ok) {
      failure ??= outcome.failure;
      // A provider that refused or did not answer will not do better with the next batch.
      if (outcome.failure.kind === 'invalid') continue;
      break;
    }
    answered = true;
    for (const finding of outcome.answer.findings.map((candidate) =>
      toDocumentFinding(candidate, pageTexts),
    )) {
      const key = finding && `${finding.kind}\u0000${finding.page}\u0000${finding.quote}`;
      if (finding && key && !seen.has(key)) {
        seen.add(key);
        findings.push(finding);
      }
    }
  }
  return {
    findings,
    tokens,
    costGbp: costOfTokens(ai, ai.model, tokens),
    answered,
    note: failure ? AI_NOTES.document(input.filename, failure) : null,
  };
}
