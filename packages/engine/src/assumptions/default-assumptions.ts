import type { Assumptions, FigureSource } from '@plotwise/contracts';

/**
 * Plotwise's starting assumptions: a main residence bought by an individual basic-rate taxpayer,
 * analysed as if let. Each value's source is in ASSUMPTION_SOURCES and docs/product/analysis-rules.md.
 */
export const DEFAULT_ASSUMPTIONS: Assumptions = {
  buyer: { first_time_buyer: false, additional_dwelling: false, non_resident: false, company: false, income_tax_band: 'basic' },
  nation: null,
  completion_date: null,
  deposit_pct: 25,
  mortgage_rate_pct: 4.94,
  mortgage_term_years: 25,
  mortgage_type: 'repayment',
  lender_fee: 999,
  broker_fee: 500,
  survey_fee: 450,
  monthly_rent: null,
  management_pct: 12,
  voids_pct: 5.8,
  maintenance_pct: 10,
  insurance_per_year: 234,
  ground_rent_per_year: null,
  service_charge_per_year: null,
  licensing_per_year: 0,
  lease_years_remaining: null,
  rent_growth_pct: 2,
  capital_growth_pct: 2,
  refurbishment_spec: 'standard',
  contingency_pct: 10,
  works_vat_pct: 20,
  value_after_works: null,
  refinance_ltv_pct: 75,
  sale_fees_pct: 1.8,
};

const PLOTWISE = { name: 'Plotwise default assumption (editable)' };

/** Where each default comes from, for the figures built on it. */
export const ASSUMPTION_SOURCES = {
  mortgage_rate_pct: { name: 'Moneyfacts UK Mortgage Trends Treasury Report, Nov 2025: average two-year fixed rate 4.94%' },
  lender_fee: { name: 'Typical lender product fee of £999 (Plotwise default, editable)' },
  broker_fee: PLOTWISE,
  survey_fee: { name: 'RICS Level 2 survey, UK average £450 (SurveyorHub regional survey costs)' },
  management_pct: { name: 'Full management 10% of rent plus VAT (fully managed fees typically 8-15% plus VAT)' },
  voids_pct: { name: 'Dwelly, average void period in England 21 days, Mar 2025 (21/365 of the rent)' },
  maintenance_pct: PLOTWISE,
  insurance_per_year: { name: 'Alan Boswell Group, UK landlord insurance statistics 2024: median £233.90 a year' },
  rent_growth_pct: { name: 'Bank of England 2% inflation target' },
  capital_growth_pct: { name: 'Bank of England 2% inflation target' },
  contingency_pct: PLOTWISE,
  works_vat_pct: { name: 'HMRC, standard rate of VAT 20%', url: 'https://www.gov.uk/vat-rates' },
  refinance_ltv_pct: PLOTWISE,
  sale_fees_pct: { name: 'HomeOwners Alliance: average sole-agency fee 1.5% plus VAT' },
} satisfies Partial<Record<keyof Assumptions, FigureSource>>;

type SourcedKey = keyof typeof ASSUMPTION_SOURCES;

/** The default's source while the value is the default; the user's assumptions once they change it. */
export const assumptionSource = (assumptions: Assumptions, key: SourcedKey): FigureSource =>
  assumptions[key] === DEFAULT_ASSUMPTIONS[key] ? ASSUMPTION_SOURCES[key] : { name: 'Your assumptions' };
