/** Marketing copy for the two landing variants (docs/product/routes-and-screens.md, "Landing page"). */

export type LandingVariant = 'investor' | 'home-buyer';

export type FeatureKey = 'legal' | 'refurb' | 'strategy';

type LandingCopy = {
  eyebrow: string;
  headline: string;
  subheadline: string;
  features: Record<FeatureKey, string>;
};

/** Card titles are the product's and the same in both variants. */
export const FEATURE_TITLES: Record<FeatureKey, string> = {
  legal: 'Legal Risk Assessment',
  refurb: 'Smart Refurb Analysis',
  strategy: 'Investment Strategy',
};

export const landingCopy: Record<LandingVariant, LandingCopy> = {
  investor: {
    eyebrow: 'For UK property investors',
    headline: 'Property investment analysis that sees the whole deal',
    subheadline:
      'Plotwise reads the legal pack, prices the refurb and models yield and cash flow against local market data, so you know the risks and the returns before you make an offer.',
    features: {
      legal:
        'Leases, title registers and searches reviewed for risks, compliance issues and likely legal costs, before you commit.',
      refurb:
        'Listing photos and floorplans turned into a costed refurbishment estimate, with the value the work could add.',
      strategy:
        'Yield, cash flow and return on investment set against the local market, so you can see whether a deal stacks up.',
    },
  },
  'home-buyer': {
    eyebrow: 'For UK home buyers',
    headline: 'Home buyer property analysis, before you make an offer',
    subheadline:
      'Buying a home is the biggest cheque most of us ever write. Plotwise checks the legal documents, estimates what any work will cost and compares the asking price with local sales, in plain English.',
    features: {
      legal:
        'Short leases, rising ground rent and missing consents flagged early, with the questions to put to your conveyancer.',
      refurb:
        'See what a dated kitchen, a new boiler or a damp wall is likely to cost to put right before you agree a price.',
      strategy:
        'Compare the asking price with recent local sales and see how the home could hold its value over the years.',
    },
  },
};
