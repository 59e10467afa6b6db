import { incomeTaxBands, mortgageTypes, type Buyer } from '@plotwise/contracts';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { ASSUMPTION_TEXT, INCOME_TAX_BAND_LABELS, MORTGAGE_TYPE_LABELS } from '../messages';
import type { AssumptionDraft, DraftErrors, DraftNumberField } from '../utils/assumption-draft';

export type PanelMessage = { tone: 'success' | 'error' | 'warning' | 'info'; text: ReactNode };

type AssumptionsPanelProps = {
  draft: AssumptionDraft;
  errors: DraftErrors;
  onChange: (draft: AssumptionDraft) => void;
  onSave: () => void;
  onUndo: () => void;
  canSave: boolean;
  isDirty: boolean;
  isSaving: boolean;
  message: PanelMessage | null;
};

const numberLabels: Record<DraftNumberField, string> = {
  deposit_pct: ASSUMPTION_TEXT.deposit,
  mortgage_rate_pct: ASSUMPTION_TEXT.rate,
  mortgage_term_years: ASSUMPTION_TEXT.term,
  monthly_rent: ASSUMPTION_TEXT.rent,
  management_pct: ASSUMPTION_TEXT.management,
  voids_pct: ASSUMPTION_TEXT.voids,
  maintenance_pct: ASSUMPTION_TEXT.maintenance,
};

const buyerFlags = [
  ['first_time_buyer', ASSUMPTION_TEXT.firstTimeBuyer],
  ['additional_dwelling', ASSUMPTION_TEXT.additionalDwelling],
  ['non_resident', ASSUMPTION_TEXT.nonResident],
  ['company', ASSUMPTION_TEXT.company],
] as const satisfies ReadonlyArray<readonly [keyof Buyer, string]>;

/** The assumptions a user changes most; each change recalculates at once, Save keeps it. */
export function AssumptionsPanel({
  draft,
  errors,
  onChange,
  onSave,
  onUndo,
  canSave,
  isDirty,
  isSaving,
  message,
}: AssumptionsPanelProps) {
  const setBuyer = (changes: Partial<Buyer>) =>
    onChange({ ...draft, buyer: { ...draft.buyer, ...changes } });
  const numberField = (field: DraftNumberField, hint?: string) => (
    <TextField
      label={numberLabels[field]}
      inputMode="decimal"
      autoComplete="off"
      value={draft[field]}
      error={errors[field]}
      hint={hint}
      onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
    />
  );
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (canSave) onSave();
  }

  return (
    <form
      aria-label={ASSUMPTION_TEXT.heading}
      onSubmit={handleSubmit}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <header>
        <h2 className="text-lg font-semibold text-ink">{ASSUMPTION_TEXT.heading}</h2>
        <p className="mt-1 text-sm text-slate-600">{ASSUMPTION_TEXT.intro}</p>
      </header>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {numberField('deposit_pct')}
        {numberField('mortgage_rate_pct')}
        <SelectField
          label={ASSUMPTION_TEXT.type}
          value={draft.mortgage_type}
          options={mortgageTypes.map((type) => ({
            value: type,
            label: MORTGAGE_TYPE_LABELS[type],
          }))}
          onChange={(event) =>
            onChange({
              ...draft,
              mortgage_type: event.target.value as AssumptionDraft['mortgage_type'],
            })
          }
        />
        {numberField('mortgage_term_years')}
        {numberField('monthly_rent', ASSUMPTION_TEXT.rentHint)}
        {numberField('management_pct')}
        {numberField('voids_pct')}
        {numberField('maintenance_pct')}
      </div>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{ASSUMPTION_TEXT.buyer}</legend>
        {buyerFlags.map(([flag, label]) => (
          <label key={flag} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={draft.buyer[flag]}
              onChange={(event) => setBuyer({ [flag]: event.target.checked })}
            />
            {label}
          </label>
        ))}
        <SelectField
          label={ASSUMPTION_TEXT.incomeTaxBand}
          value={draft.buyer.income_tax_band}
          options={incomeTaxBands.map((band) => ({
            value: band,
            label: INCOME_TAX_BAND_LABELS[band],
          }))}
          onChange={(event) =>
            setBuyer({ income_tax_band: event.target.value as Buyer['income_tax_band'] })
          }
        />
      </fieldset>
      {message ? <Alert tone={message.tone} message={message.text} /> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onUndo} disabled={!isDirty || isSaving}>
          {ASSUMPTION_TEXT.undo}
        </Button>
        <Button type="submit" disabled={!canSave} isLoading={isSaving}>
          {isSaving ? ASSUMPTION_TEXT.saving : ASSUMPTION_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
