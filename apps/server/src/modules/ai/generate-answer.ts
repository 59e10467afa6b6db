import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  type ModelMessage,
} from 'ai';
import { ZodError, type z } from 'zod';
import type { AiClient } from './ai-client.ts';
import { addTokens, tokensOf, type Tokens } from './ai-tokens.ts';

/** Why a model gave no usable answer: an answer in the wrong shape twice, no answer in time, or the provider refused. */
export type AiFailure = { kind: 'invalid' | 'timeout' | 'provider'; detail: string };

export type AnswerOutcome<T> = ({ ok: true; answer: T } | { ok: false; failure: AiFailure }) & {
  tokens: Tokens | null;
};

export type AnswerRequest<T> = {
  ai: AiClient;
  /** Images go to the vision model; everything else to the main model. */
  use: 'text' | 'vision';
  system: string;
  messages: ModelMessage[];
  schema: z.ZodType<T>;
};

/** An answer in the wrong shape is asked for once more, told what was wrong; then the caller falls back. */
const ATTEMPTS = 2;
/** A reason shown in a run's note stays a line, however long the provider's message. */
const MAX_DETAIL = 300;

function failureOf(error: unknown, timeoutMs: number): AiFailure {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError')) {
    const seconds = timeoutMs / 1000;
    return {
      kind: 'timeout',
      detail: `no answer within ${seconds} second${seconds === 1 ? '' : 's'}`,
    };
  }
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ? `HTTP ${cause.statusCode}: ` : '';
    return { kind: 'provider', detail: `${status}${cause.message}`.slice(0, MAX_DETAIL) };
  }
  return {
    kind: 'provider',
    detail: (cause instanceof Error ? cause.message : String(cause)).slice(0, MAX_DETAIL),
  };
}

/** What was wrong with an answer, in a line: "not JSON", or each field the schema refused ("headline: must not be empty"). */
function invalidReason(error: NoObjectGeneratedError): string {
  const { cause } = error;
  if (JSONParseError.isInstance(cause)) return 'not JSON';
  if (TypeValidationError.isInstance(cause) && cause.cause instanceof ZodError) {
    return cause.cause.issues
      .map((issue) => `${issue.path.join('.') || 'the answer'}: ${issue.message}`)
      .join('; ')
      .slice(0, MAX_DETAIL);
  }
  return (cause instanceof Error ? cause.message : error.message).slice(0, MAX_DETAIL);
}

/** The messages that ask again after an answer that did not parse or did not match the schema. */
function correction(error: NoObjectGeneratedError, reason: string): ModelMessage[] {
  return [
    // A provider refuses an empty message, and a model may have answered nothing at all.
    { role: 'assistant', content: error.text?.trim() || '(no answer)' },
    {
      role: 'user',
      content: `That answer was not valid JSON in the required shape (${reason}). Answer again with JSON only, in exactly that shape.`,
    },
  ];
}

/** Asks the model for a structured answer validated by `schema`, counting every attempt's tokens. */
export async function generateAnswer<T>({
  ai,
  use,
  system,
  messages,
  schema,
}: AnswerRequest<T>): Promise<AnswerOutcome<T>> {
  let tokens: Tokens | null = null;
  let conversation = messages;
  let lastInvalid = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const result = await generateText({
        model: use === 'vision' ? ai.visionLanguageModel : ai.languageModel,
        system,
        messages: conversation,
        output: Output.object({ schema }),
        abortSignal: AbortSignal.timeout(ai.timeoutMs),
      });
      tokens = addTokens(tokens, tokensOf(result.usage));
      return { ok: true, answer: result.output, tokens };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error))
        return { ok: false, failure: failureOf(error, ai.timeoutMs), tokens };
      tokens = addTokens(tokens, tokensOf(error.usage));
      lastInvalid = invalidReason(error);
      conversation = [...messages, ...correction(error, lastInvalid)];
    }
  }
  return {
    ok: false,
    failure: {
      kind: 'invalid',
      detail: `the answer was not in the expected shape twice, last: ${lastInvalid}`,
    },
    tokens,
  };
}
