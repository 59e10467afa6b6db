import type { MarketData } from '@plotwise/contracts';
import { ComparablesSection } from './comparables-section';
import { LocationCard } from './location-card';
import { PriceTrendSection } from './price-trend-section';
import { RentYieldCard } from './rent-yield-card';
import { SourcesList } from './sources-list';
import { ValueEstimateCard } from './value-estimate-card';

type MarketDataViewProps = { data: MarketData; askingPrice: number };

/** What the latest market step found for the property. */
export function MarketDataView({ data, askingPrice }: MarketDataViewProps) {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <ValueEstimateCard figures={data.figures} askingPrice={askingPrice} />
        <RentYieldCard figures={data.figures} />
      </div>
      <PriceTrendSection trend={data.trend} />
      <ComparablesSection sales={data.comparables} asOf={data.as_of} />
      <div className="grid gap-6 md:grid-cols-2">
        <LocationCard location={data.location} epc={data.epc} />
        <SourcesList providers={data.providers} />
      </div>
    </div>
  );
}
