import {
  assumptionsPatchSchema,
  type Assumptions,
  type AssumptionsPatch,
  type Buyer,
  type MortgageType,
} from '@plotwise/contracts';

/** The assumptions the panel edits (docs/product/analysis.md, "The Analysis tab"). */
export const draftNumberFields = [
  'deposit_pct',
  'mortgage_rate_pct',
  'mortgage_term_years',
  'monthly_rent',
  'management_pct',
  'voids_pct',
  'maintenance_pct',
] as const;
export type DraftNumberField = (typeof draftNumberFields)[number];

/** What the user has typed: numbers as text, so a half-typed value stays as typed. */
export type AssumptionDraft = Record<DraftNumberField, string> & {
  mortgage_type: MortgageType;
  buyer: Buyer;
};

/** Field errors keyed by the contracts' path: 'deposit_pct', 'buyer.company'. */
export type DraftErrors = Partial<Record<string, string>>;

export type DraftReading =
  | {
      ok: true;
      /** Only what differs from the saved assumptions; empty when nothing does. */ patch: AssumptionsPatch;
    }
  | { ok: false; errors: DraftErrors };

export function toDraft(assumptions: Assumptions): AssumptionDraft {
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...(Object.fromEntries(
      draftNumberFields.map((field) => [field, text(assumptions[field])]),
    ) as Record<DraftNumberField, string>),
    mortgage_type: assumptions.mortgage_type,
    buyer: { ...assumptions.buyer },
  };
}

/** Blank is "work it out" for the rent and not a number for the rest; thousands commas are allowed. */
function readNumber(field: DraftNumberField, text: string): number | null {
  const trimmed = text.replace(/,/g, '').trim();
  if (trimmed === '') return field === 'monthly_rent' ? null : Number.NaN;
  return Number(trimmed);
}

/** Checks the draft with the contracts' own schema, so the panel and the server say the same thing. */
export function readDraft(draft: AssumptionDraft, saved: Assumptions): DraftReading {
  const candidate = {
    ...Object.fromEntries(
      draftNumberFields.map((field) => [field, readNumber(field, draft[field])]),
    ),
    mortgage_type: draft.mortgage_type,
    buyer: draft.buyer,
  };
  const parsed = assumptionsPatchSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: DraftErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    return { ok: false, errors };
  }
  const { buyer = {}, ...rest } = parsed.data;
  const changed = Object.entries(rest).filter(
    ([field, value]) => saved[field as keyof Assumptions] !== value,
  );
  const buyerChanged = Object.entries(buyer).filter(
    ([field, value]) => saved.buyer[field as keyof Buyer] !== value,
  );
  return {
    ok: true,
    patch: {
      ...Object.fromEntries(changed),
      ...(buyerChanged.length ? { buyer: Object.fromEntries(buyerChanged) } : {}),
    },
  };
}

export const isEmptyPatch = (patch: AssumptionsPatch) => Object.keys(patch).length === 0;
