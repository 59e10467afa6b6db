import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';

/** Defaults are found from the repository, not from wherever the server was started. */
const repositoryRoot = resolve(import.meta.dirname, '../../..');

const booleanString = z.enum(['true', 'false']).transform((value) => value === 'true');
const emailList = z
  .string()
  .transform((value) => value.split(',').map((email) => email.trim().toLowerCase()).filter(Boolean));

/** Requests a second an outside provider may receive from this deployment. */
const ratePerSecond = z.coerce.number().positive().max(1000);

/** The kinds of AI provider: any server speaking OpenAI's chat completions (OpenAI, Ollama, LM Studio, vLLM), or Anthropic's messages API. */
export const aiProviders = ['openai-compatible', 'anthropic'] as const;
export type AiProvider = (typeof aiProviders)[number];

type AiSettings = { AI_PROVIDER?: AiProvider; AI_BASE_URL?: string; AI_API_KEY?: string; AI_MODEL?: string; AI_VISION_MODEL?: string };

/** A provider needs a model (and Anthropic a key); the other AI settings mean nothing without a provider. */
function checkAiSettings(config: AiSettings, context: z.RefinementCtx) {
  const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  if (config.AI_PROVIDER) {
    if (!config.AI_MODEL) problem('AI_MODEL', `AI_PROVIDER and AI_MODEL go together: AI_PROVIDER is ${config.AI_PROVIDER} but AI_MODEL is not set`);
    if (config.AI_PROVIDER === 'anthropic' && !config.AI_API_KEY) problem('AI_API_KEY', 'required when AI_PROVIDER is anthropic');
    return;
  }
  const orphans = (['AI_MODEL', 'AI_BASE_URL', 'AI_API_KEY', 'AI_VISION_MODEL'] as const).filter((name) => config[name] !== undefined);
  if (orphans.length > 0) problem('AI_PROVIDER', `AI_PROVIDER and AI_MODEL go together: ${orphans.join(', ')} set without AI_PROVIDER (openai-compatible or anthropic)`);
}

/** Every setting the server reads, with its default. Nothing else reads process.env. */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Unset, it is this server on this machine (http://localhost:$PORT), so the browser's origin is trusted.
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default(resolve(repositoryRoot, 'data')),
  DATABASE_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: emailList.default([]),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(1024).default(10),
  // A slow or stalled client is cut off (docs/decisions/0130-uploads-that-end-early.md): a whole request
  // within REQUEST_TIMEOUT_SECONDS (the web allows an upload 5 minutes), no silence longer than
  // CONNECTION_TIMEOUT_SECONDS, and an idle kept-alive connection closed after KEEP_ALIVE_TIMEOUT_SECONDS.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(72),
  // Upload requests per account a minute, shared by every process through the database (docs/decisions/0133-upload-rate-limit.md).
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_ENABLED: booleanString.default(true),
  TRUST_PROXY: booleanString.default(false),
  WEB_DIST_DIR: z.string().default(resolve(repositoryRoot, 'apps/web/dist')),
  // Uploaded files go to ${DATA_DIR}/files unless S3_BUCKET names an S3-compatible bucket (docs/decisions/0010-file-storage.md).
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanString.default(false),
  // Mail goes over SMTP when SMTP_URL is set, else into ${DATA_DIR}/outbox (docs/decisions/0023-password-reset-mail.md).
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().min(1).default('Plotwise <no-reply@plotwise.local>'),
  // The analysis workflow's job queue (docs/decisions/0141-job-queue.md): whether this process runs the
  // steps, how many at once, how a failing step is retried, and how soon a dead worker's step is taken back.
  WORKFLOW_WORKER_ENABLED: booleanString.default(true),
  WORKFLOW_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  WORKFLOW_STEP_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  WORKFLOW_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  WORKFLOW_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(3600).default(30),
  WORKFLOW_MONITOR_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  // Reading uploads (docs/product/documents.md): OCR workers, zip limits, and when a read in progress is presumed lost.
  OCR_WORKERS: z.coerce.number().int().min(1).max(32).default(Math.min(4, availableParallelism())),
  ZIP_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
  ZIP_MAX_TOTAL_MB: z.coerce.number().int().min(1).max(10_240).default(200),
  ZIP_MAX_RATIO: z.coerce.number().int().min(2).max(10_000).default(100),
  ZIP_MAX_DEPTH: z.coerce.number().int().min(1).max(5).default(2),
  DOCUMENT_READ_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  // Live market-data providers, each off unless switched on; the built-in dataset stands in (docs/decisions/0071-live-market-providers.md).
  MARKET_PRICE_PAID_ENABLED: booleanString.default(false),
  MARKET_PRICE_PAID_URL: z.url().default('https://landregistry.data.gov.uk'),
  MARKET_PRICE_PAID_RATE_LIMIT: ratePerSecond.default(5),
  MARKET_UKHPI_ENABLED: booleanString.default(false),
  MARKET_UKHPI_URL: z.url().default('https://landregistry.data.gov.uk'),
  MARKET_UKHPI_RATE_LIMIT: ratePerSecond.default(10),
  MARKET_POSTCODES_ENABLED: booleanString.default(false),
  MARKET_POSTCODES_URL: z.url().default('https://api.postcodes.io'),
  MARKET_POSTCODES_RATE_LIMIT: ratePerSecond.default(10),
  MARKET_EPC_ENABLED: booleanString.default(false),
  MARKET_EPC_URL: z.url().default('https://epc.opendatacommunities.org/api/v1'),
  MARKET_EPC_RATE_LIMIT: ratePerSecond.default(2),
  MARKET_EPC_EMAIL: z.string().min(1).optional(),
  MARKET_EPC_API_KEY: z.string().min(1).optional(),
  MARKET_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(50).max(120_000).default(5000),
  MARKET_PROVIDER_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  MARKET_PROVIDER_BACKOFF_MS: z.coerce.number().int().min(0).max(10_000).default(300),
  MARKET_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(90 * 86_400).default(86_400),
  // The optional language model that writes narratives and reads documents and images; unset, the built-in engine works alone (docs/product/ai.md).
  AI_PROVIDER: z.enum(aiProviders).optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_VISION_MODEL: z.string().min(1).optional(),
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(900).default(120),
}).refine((config) => !config.DATABASE_URL || config.AUTH_SECRET, {
  path: ['AUTH_SECRET'],
  message: 'required (at least 32 characters) when DATABASE_URL is set, so every process signs alike',
}).refine((config) => !config.MARKET_EPC_ENABLED || (config.MARKET_EPC_EMAIL && config.MARKET_EPC_API_KEY), {
  path: ['MARKET_EPC_API_KEY'],
  message: 'MARKET_EPC_EMAIL and MARKET_EPC_API_KEY are required when MARKET_EPC_ENABLED is true',
}).superRefine(checkAiSettings).transform((config) => ({ ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }));

export type Config = z.infer<typeof configSchema>;

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
}

export function loadConfig(): Config {
  // eslint-disable-next-line no-restricted-properties -- the one place the environment is read
  return parseConfig(process.env);
}
