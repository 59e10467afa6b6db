import type { Figure, FieldIssue, TransactionTaxResult } from '@plotwise/contracts';
import { calculateTransactionTax } from '@plotwise/engine';
import { formatGBP } from '../../../lib/format';
import { TOOLS_TEXT } from '../messages';

/** What the /tools calculator holds as typed. */
export type CalculatorDraft = {
  price: string;
  postcode: string;
  completion_date: string;
  rent: string;
  first_time_buyer: boolean;
  additional_dwelling: boolean;
  non_resident: boolean;
  company: boolean;
};

export type CalculatorOutcome = {
  tax: TransactionTaxResult | null;
  grossYield: Figure | null;
  errors: Partial<Record<string, string>>;
};

const toPounds = (text: string) => Number(text.replace(/,/g, '').trim());

/** The gross yield of a rent on a price, dated today, with the user's own figures as its source. */
function grossYieldOf(rentText: string, price: number, today: string): Figure | null {
  const rent = toPounds(rentText);
  if (rentText.trim() === '' || !Number.isFinite(rent) || rent <= 0 || !(price > 0)) return null;
  return {
    value: ((rent * 12) / price) * 100,
    unit: 'percent',
    label: TOOLS_TEXT.grossYield,
    method: TOOLS_TEXT.grossYieldMethod(formatGBP(rent), formatGBP(price)),
    source: { name: TOOLS_TEXT.yourFigures },
    as_of: today,
  };
}

/**
 * The purchase tax and gross yield with the engine in the browser, checked by the same request
 * schema as POST /api/v1/tools/transaction-tax. Nothing is worked out until a price and postcode are in.
 */
export function calculate(draft: CalculatorDraft, today: string): CalculatorOutcome {
  if (draft.price.trim() === '' || draft.postcode.trim() === '') {
    return { tax: null, grossYield: null, errors: {} };
  }
  const price = toPounds(draft.price);
  const outcome = calculateTransactionTax(
    {
      price,
      postcode: draft.postcode,
      completion_date: draft.completion_date || undefined,
      first_time_buyer: draft.first_time_buyer,
      additional_dwelling: draft.additional_dwelling,
      non_resident: draft.non_resident,
      company: draft.company,
    },
    today,
  );
  if (!outcome.ok) {
    return { tax: null, grossYield: null, errors: errorsByField(outcome.errors) };
  }
  return { tax: outcome.result, grossYield: grossYieldOf(draft.rent, price, today), errors: {} };
}

const errorsByField = (issues: FieldIssue[]) =>
  Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
