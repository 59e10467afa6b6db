import { NATION_NAMES } from '@plotwise/contracts';
import { ukToday } from '@plotwise/engine';
import { useMemo, useState } from 'react';
import { FigureValue } from '../../../../components/figures/figure-value';
import { PageContainer } from '../../../../components/layout/page-container';
import { PageHeader } from '../../../../components/layout/page-header';
import { TextField } from '../../../../components/ui/text-field';
import { ASSUMPTION_TEXT, TOOLS_TEXT } from '../../messages';
import { calculate, type CalculatorDraft } from '../../utils/calculator';
import { TaxBandsTable } from '../tax-bands-table';

const emptyDraft: CalculatorDraft = {
  price: '',
  postcode: '',
  completion_date: '',
  rent: '',
  first_time_buyer: false,
  additional_dwelling: false,
  non_resident: false,
  company: false,
};

const buyerFlags = [
  ['first_time_buyer', ASSUMPTION_TEXT.firstTimeBuyer],
  ['additional_dwelling', ASSUMPTION_TEXT.additionalDwelling],
  ['non_resident', ASSUMPTION_TEXT.nonResident],
  ['company', ASSUMPTION_TEXT.company],
] as const;

/** /tools: a stamp duty (SDLT, LBTT, LTT) and gross yield calculator, worked out in the browser by the engine. */
export function ToolsPage() {
  const [draft, setDraft] = useState(emptyDraft);
  const today = ukToday();
  const { tax, grossYield, errors } = useMemo(() => calculate(draft, today), [draft, today]);
  const text = (field: 'price' | 'postcode' | 'completion_date' | 'rent') => ({
    value: draft[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) =>
      setDraft({ ...draft, [field]: event.target.value }),
  });

  return (
    <PageContainer>
      <title>Tools · Plotwise</title>
      <PageHeader title={TOOLS_TEXT.title} description={TOOLS_TEXT.intro} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <form
          aria-label={TOOLS_TEXT.taxHeading}
          onSubmit={(event) => event.preventDefault()}
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 className="text-lg font-semibold text-ink">{TOOLS_TEXT.taxHeading}</h2>
          <TextField
            label={TOOLS_TEXT.price}
            inputMode="numeric"
            autoComplete="off"
            {...text('price')}
          />
          <TextField label={TOOLS_TEXT.postcode} autoComplete="postal-code" {...text('postcode')} />
          <TextField
            label={TOOLS_TEXT.completionDate}
            type="date"
            hint={TOOLS_TEXT.completionHint}
            {...text('completion_date')}
          />
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-ink">{ASSUMPTION_TEXT.buyer}</legend>
            {buyerFlags.map(([flag, label]) => (
              <label key={flag} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={draft[flag]}
                  onChange={(event) => setDraft({ ...draft, [flag]: event.target.checked })}
                />
                {label}
              </label>
            ))}
          </fieldset>
          <TextField
            label={TOOLS_TEXT.rent}
            inputMode="numeric"
            autoComplete="off"
            hint={TOOLS_TEXT.rentHint}
            {...text('rent')}
          />
        </form>
        <section
          aria-label={TOOLS_TEXT.taxResult}
          aria-live="polite"
          className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5"
        >
          {tax ? (
            <>
              <dl className="grid gap-3 sm:grid-cols-3">
                <div>
                  <dt className="text-xs font-medium text-slate-600">{TOOLS_TEXT.nation}</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink">
                    {NATION_NAMES[tax.nation]}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-medium text-slate-600">{tax.figure.label}</dt>
                  <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">
                    <FigureValue figure={tax.figure} />
                  </dd>
                </div>
                {grossYield ? (
                  <div>
                    <dt className="text-xs font-medium text-slate-600">{grossYield.label}</dt>
                    <dd className="mt-1 text-xl font-semibold text-ink tabular-nums">
                      <FigureValue figure={grossYield} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              <TaxBandsTable result={tax} />
            </>
          ) : (
            <p className="text-sm text-slate-600">{TOOLS_TEXT.enterPrice}</p>
          )}
        </section>
      </div>
    </PageContainer>
  );
}
