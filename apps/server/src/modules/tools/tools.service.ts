import type { TransactionTaxRequestBody, TransactionTaxResult } from '@plotwise/contracts';
import { calculateTransactionTax } from '@plotwise/engine';
import { AppError } from '../../lib/app-error.ts';

/** The purchase tax for a price and postcode (docs/decisions/0032-dated-rate-tables-and-versions.md); 400 naming the field otherwise. */
export function transactionTax(request: TransactionTaxRequestBody, today: string): TransactionTaxResult {
  const outcome = calculateTransactionTax(request, today);
  if (!outcome.ok) throw new AppError('VALIDATION_FAILED', outcome.errors[0]!.message, outcome.errors);
  return outcome.result;
}
