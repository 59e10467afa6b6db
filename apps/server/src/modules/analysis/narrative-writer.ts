import type {
  AnalysisEngine,
  AnalysisNarrative,
  AnalysisPart,
  DocumentFinding,
  PropertyAnalysis,
} from '@plotwise/contracts';

/**
 * The port the analysis steps write narratives through (docs/decisions/0143-narrative-writer-port.md).
 * The built-in writer implements it; an AI provider's writer plugs in from app.ts without the steps
 * changing. A writer words the engine's figures; it never originates a number.
 */
export type NarrativeRequest = {
  tenantId: string;
  part: AnalysisPart;
  analysis: PropertyAnalysis;
  property: PromptProperty;
  documentContent: string;
  imageDescriptions: string;
  marketData: string;
};

/** The property as a prompt names it: `{address}`, `{price}`, `{property_type}`, `{bedrooms}`. */
export type PromptProperty = {
  address: string;
  price: number;
  property_type: string;
  bedrooms: number;
};

export type Tokens = { input: number; output: number };

/**
 * What a piece of AI work adds to its run: the tokens counted, their price in pounds (null when
 * the model's price is not known), whether the model's answer was used, and why not where it was not.
 */
export type AiWork = {
  tokens: Tokens | null;
  costGbp: number | null;
  answered: boolean;
  note: string | null;
};

export type NarrativeWriter = {
  engine: AnalysisEngine;
  model: string | null;
  write(
    request: NarrativeRequest,
  ): Promise<
    { narrative: AnalysisNarrative; tokens: Tokens | null } & Partial<
      Pick<AiWork, 'costGbp' | 'note'>
    >
  >;
};

export type AiDocumentInput = {
  tenantId: string;
  filename: string;
  /** The document's read text, page by page (pages numbered from 1). */
  pages: { page: number; text: string }[];
  property: PromptProperty;
};
export type AiImage = { filename: string; mediaType: string; data: Uint8Array };
export type AiImagesInput = { tenantId: string; property: PromptProperty; images: AiImage[] };

/** What a run's estimate is worked out from: the property's documents and photos (or a typical property's). */
export type AiEstimateRequest = {
  tenantId: string;
  documentCharacters: number;
  documentCount: number;
  imageCount: number;
};

/**
 * What the workflow knows of an AI provider beyond its writer: its name for the cost estimate and
 * health, and, when the provider offers them, a run's estimated cost, a reachability check, findings
 * read in a document and descriptions of photos (docs/product/ai.md).
 */
export type AnalysisAi = {
  writer: NarrativeWriter;
  provider: string;
  estimateRun?: (
    request: AiEstimateRequest,
  ) => Promise<{ inputTokens: number; outputTokens: number; costGbp: number | null }>;
  checkReachable?: () => Promise<boolean>;
  readDocument?: (input: AiDocumentInput) => Promise<AiWork & { findings: DocumentFinding[] }>;
  describeImages?: (input: AiImagesInput) => Promise<AiWork & { text: string }>;
};
