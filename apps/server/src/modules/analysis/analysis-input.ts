import type {
  AnalysisInput,
  Assumptions,
  MarketDataResponse,
  MarketInputs,
  SourcedFinding,
} from '@plotwise/contracts';
import { formatPercent, formatPounds } from '@plotwise/engine';
import type { PropertyRow } from '../properties/properties.service.ts';

export type InputParts = {
  property: PropertyRow;
  assumptions: Assumptions;
  market: MarketDataResponse;
  findings: SourcedFinding[];
  floorAreaSqm: number | null;
  today: string;
};

/** The market step's figures the engine reads, when the property has market data. */
function marketInputsOf(market: MarketDataResponse): MarketInputs | undefined {
  if (!market.data_available) return undefined;
  const { figures } = market;
  return {
    estimated_value: figures.estimated_value,
    estimated_monthly_rent: figures.estimated_monthly_rent,
    local_average_price: figures.local_average_price,
    regional_gross_yield_pct: figures.regional_gross_yield_pct,
  };
}

/** Everything the engine needs of one property: its fields, assumptions, market data and document findings. */
export function buildAnalysisInput(parts: InputParts): AnalysisInput {
  const { property } = parts;
  return {
    property: {
      price: Number(property.price),
      postcode: property.postcode || null,
      property_type: property.property_type,
      tenure: property.tenure,
      bedrooms: property.bedrooms,
      description: property.description,
      energy_rating: property.energy_rating,
      council_tax_band: property.council_tax_band,
      features: property.features,
      floor_area_sqm: parts.floorAreaSqm,
    },
    assumptions: parts.assumptions,
    market: marketInputsOf(parts.market),
    findings: parts.findings,
    today: parts.today,
  };
}

/** `{market_data}` for a narrative: the market figures in words, each with its source and date. */
export function describeMarketData(market: MarketDataResponse): string {
  if (!market.data_available) return 'No market data is available for this property yet.';
  const { figures } = market;
  const line = (label: string, text: string, figure: { source: { name: string }; as_of: string }) =>
    `${label}: ${text} (${figure.source.name}, ${figure.as_of})`;
  return [
    line(
      'Estimated value',
      `${formatPounds(figures.estimated_value.value)} (${formatPounds(figures.estimated_value.low)} to ${formatPounds(figures.estimated_value.high)})`,
      figures.estimated_value,
    ),
    line(
      'Estimated rent',
      `${formatPounds(figures.estimated_monthly_rent.value)} a month`,
      figures.estimated_monthly_rent,
    ),
    line(
      'Local average price',
      formatPounds(figures.local_average_price.value),
      figures.local_average_price,
    ),
    line(
      'Regional gross yield',
      formatPercent(figures.regional_gross_yield_pct.value),
      figures.regional_gross_yield_pct,
    ),
  ].join('\n');
}

/** The address as one line, as the user typed it. */
export const addressLineOf = (property: PropertyRow) =>
  [property.address_line, property.city, property.postcode].filter(Boolean).join(', ');
