import {
  NATION_NAMES,
  UK_REGION_NAMES,
  type MarketEpc,
  type MarketLocation,
} from '@plotwise/contracts';
import { FigureValue } from '../../../components/figures/figure-value';
import { FALLBACK_TEXT, formatDate } from '../../../lib/format';
import { MARKET_TEXT } from '../messages';
import { FigureRows } from './figure-rows';
import { MarketCard } from './market-card';

type LocationCardProps = { location: MarketLocation; epc: MarketEpc | null };

/** Where the property is, as the market step placed it, and its own energy certificate when one was found. */
export function LocationCard({ location, epc }: LocationCardProps) {
  const known = (value: string | null) => value ?? FALLBACK_TEXT.notSpecified;
  const nation = location.nation ? NATION_NAMES[location.nation] : null;
  return (
    <MarketCard title={MARKET_TEXT.locationHeading}>
      <FigureRows
        rows={[
          { label: MARKET_TEXT.postcode, value: known(location.postcode) },
          { label: MARKET_TEXT.localAuthority, value: known(location.local_authority) },
          {
            label: MARKET_TEXT.region,
            value: known(location.region && UK_REGION_NAMES[location.region]),
          },
          {
            label: MARKET_TEXT.nation,
            value:
              nation && location.straddles_border
                ? MARKET_TEXT.likelyNation(nation)
                : known(nation),
          },
        ]}
      />
      <p className="mt-3 text-xs text-slate-500">{MARKET_TEXT.sourceLine(location.source.name)}</p>
      {epc ? (
        <FigureRows
          className="mt-4 border-t border-slate-100 pt-4"
          rows={[
            {
              label: MARKET_TEXT.floorArea,
              value: epc.floor_area_sqm ? (
                <FigureValue figure={epc.floor_area_sqm} />
              ) : (
                FALLBACK_TEXT.notSpecified
              ),
            },
            { label: MARKET_TEXT.energyRating, value: known(epc.current_energy_rating) },
            { label: MARKET_TEXT.ageBand, value: known(epc.construction_age_band) },
            {
              label: MARKET_TEXT.certificateLodged,
              value: epc.lodged_on ? formatDate(epc.lodged_on) : FALLBACK_TEXT.notSpecified,
            },
          ]}
        />
      ) : null}
    </MarketCard>
  );
}
