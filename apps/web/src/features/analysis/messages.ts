import {
  plans,
  upgradeRequiredMessage,
  type AnalysisStepName,
  type IncomeTaxBand,
  type MortgageType,
  type RiskLevel,
  type StepStatus,
  type Tier,
} from '@plotwise/contracts';

/** Every string of the Analysis tab and the /tools calculator (docs/product/analysis.md, "The Analysis tab"). */
export const ANALYSIS_TEXT = {
  loading: 'Loading analysis...',
  loadFailed: 'Failed to load the analysis.',
  retry: 'Retry',
  emptyTitle: 'No analysis yet',
  emptyDescription:
    'Run the analysis to see the legal, refurbishment and investment figures for this property.',
  run: 'Run analysis',
  rerun: 'Re-run analysis',
  running: 'Running...',
  runHeading: 'Run the analysis',
  progressHeading: 'Analysis progress',
  runFailed: 'The last run did not finish: a step failed. Re-run the analysis to try again.',
  /** A 403 from analyze names the plan; this is the same sentence when the server gives none. */
  upgrade: (tier: Tier) => upgradeRequiredMessage(plans[tier].name),
  strategy: 'Strategy',
  legal: 'Legal',
  refurbishment: 'Refurbishment',
  notComputed: 'Not worked out yet: run the analysis.',
  summary: 'Summary',
  summaryBy: (model: string | null) =>
    model ? `Written by ${model}` : 'Written by the built-in engine',
  summaryOfSaved: 'The summary describes the saved assumptions.',
  unverified: (numbers: string[]) =>
    `Numbers the engine did not produce, to check: ${numbers.join(', ')}`,
  purchaseCosts: 'Purchase costs',
  taxBands: (tax: string) => `${tax} bands`,
  band: 'Band',
  rate: 'Rate',
  tax: 'Tax',
  monthlyCashFlow: 'Monthly cash flow',
  item: 'Item',
  amount: 'Amount',
  refurbishmentItems: (spec: string) => `Refurbishment items at ${spec} specification`,
  quantity: 'Quantity',
  unitCost: 'Unit cost',
  total: 'Total',
  why: 'Why',
  noWorks: 'No works were identified.',
  totalsBySpec: 'Totals by specification',
  specification: 'Specification',
  risks: 'Risks',
  noRisks: 'No legal risk stood out from the property and its documents.',
  level: 'Level',
  reason: 'Reason',
  pageOf: (page: number, filename: string) => `Page ${page} of ${filename}`,
  notes: 'Notes',
} as const;

export const RISK_LABELS: Record<RiskLevel, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const STEP_LABELS: Record<AnalysisStepName, string> = {
  documents: 'Documents',
  market: 'Market data',
  legal: 'Legal',
  refurbishment: 'Refurbishment',
  strategy: 'Strategy',
};

export const STEP_STATUS_LABELS: Record<StepStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  failed: 'Failed',
  skipped: 'Skipped',
};

export const COST_TEXT = {
  builtin: 'This run uses the built-in engine and costs nothing.',
  ai: (model: string | null, cost: number | null) =>
    `This run uses ${model ?? 'the AI provider'}${cost === null ? '' : ` and costs about £${cost.toFixed(2)}`}.`,
  remaining: (remaining: number | 'unlimited', limit: number | 'unlimited') =>
    remaining === 'unlimited'
      ? 'AI analyses left this month: unlimited.'
      : `AI analyses left this month: ${remaining} of ${limit}.`,
} as const;

export const ASSUMPTION_TEXT = {
  heading: 'Assumptions',
  intro: 'Change an assumption and the figures follow at once; save to keep the change.',
  deposit: 'Deposit (%)',
  rate: 'Mortgage rate (%)',
  type: 'Mortgage type',
  term: 'Mortgage term (years)',
  rent: 'Monthly rent (£)',
  rentHint: 'Leave blank to use the market estimate.',
  management: 'Management (%)',
  voids: 'Voids (%)',
  maintenance: 'Maintenance (%)',
  buyer: 'Buyer',
  firstTimeBuyer: 'First-time buyer',
  additionalDwelling: 'Will own another home (additional dwelling)',
  nonResident: 'Not resident in the UK',
  company: 'Buying through a company',
  incomeTaxBand: 'Income-tax band',
  save: 'Save assumptions',
  saving: 'Saving...',
  undo: 'Undo changes',
  previewing: 'Showing the figures with your unsaved changes.',
  invalid: 'Fix the marked assumptions to see their effect.',
  saved: 'Assumptions saved.',
  saveFailed: 'Failed to save the assumptions. Your changes are kept.',
} as const;

export const MORTGAGE_TYPE_LABELS: Record<MortgageType, string> = {
  repayment: 'Repayment',
  interest_only: 'Interest only',
};

export const INCOME_TAX_BAND_LABELS: Record<IncomeTaxBand, string> = {
  basic: 'Basic rate',
  higher: 'Higher rate',
  additional: 'Additional rate',
};

export const TOOLS_TEXT = {
  title: 'Tools',
  intro: 'Work out the purchase tax on a UK home and the yield its rent gives.',
  taxHeading: 'Stamp duty calculator',
  price: 'Price (£)',
  postcode: 'Postcode',
  completionDate: 'Completion date',
  completionHint: 'Leave blank for today.',
  rent: 'Monthly rent (£)',
  rentHint: 'Enter a rent to see the gross yield.',
  nation: 'Nation',
  taxResult: 'Purchase tax',
  grossYield: 'Gross yield',
  grossYieldMethod: (rent: string, price: string) =>
    `Annual rent (${rent} a month × 12) over the price ${price}.`,
  yourFigures: 'Your figures',
  enterPrice: 'Enter a price and postcode to see the tax.',
} as const;
