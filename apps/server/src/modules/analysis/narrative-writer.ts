import type {
  AnalysisEngine,
  AnalysisNarrative,
  AnalysisPart,
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
  property: { address: string; price: number; property_type: string; bedrooms: number };
  documentContent: string;
  imageDescriptions: string;
  marketData: string;
};

export type NarrativeWriter = {
  engine: AnalysisEngine;
  model: string | null;
  write(
    request: NarrativeRequest,
  ): Promise<{ narrative: AnalysisNarrative; tokens: { input: number; output: number } | null }>;
};

/**
 * What the workflow knows of an AI provider beyond its writer: its name for the cost estimate and
 * health, and, when the provider offers them, a run's estimated cost and a reachability check.
 */
export type AnalysisAi = {
  writer: NarrativeWriter;
  provider: string;
  estimateRun?: (request: {
    tenantId: string;
    documentCharacters: number;
  }) => Promise<{ inputTokens: number; outputTokens: number; costGbp: number | null }>;
  checkReachable?: () => Promise<boolean>;
};
