import type { ComparableSale } from '@plotwise/contracts';
import type { Candidate } from '../estimation/comparables.ts';
import { priceComparables, type PricedComparable } from '../estimation/estimate-value.ts';
import { monthOf } from '../estimation/index-series.ts';
import type { EpcCertificate } from '../providers/epc-register.ts';
import type { PostcodeFacts } from '../providers/postcodes-io.ts';
import { combinedSource, EPC_SOURCE, PRICE_PAID_SOURCE } from '../market-sources.ts';
import { addressKey } from '../subject-property.ts';
import { figure, monthLabel, pounds, roundTo } from './figure-text.ts';
import type { ChosenSeries } from './market-series.ts';

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Straight-line metres between two postcode centres (haversine); null unless both have coordinates. */
export function distanceBetween(a: PostcodeFacts | null | undefined, b: PostcodeFacts | null | undefined): number | null {
  if (a?.latitude == null || a.longitude == null || b?.latitude == null || b.longitude == null) return null;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h)));
}

/** The latest certificate for an address key ('3 12 CARDIGAN ROAD'), matching its start so a locality after it does not matter. */
export function certificateFor(certificates: EpcCertificate[], key: string): EpcCertificate | null {
  if (key === '') return null;
  const matching = certificates.filter((certificate) => {
    const certificateKey = addressKey(certificate.address);
    return certificateKey === key || certificateKey.startsWith(`${key} `);
  });
  return matching.sort((a, b) => (b.lodged_on ?? '').localeCompare(a.lodged_on ?? ''))[0] ?? null;
}

export function priceCandidates(
  candidates: Candidate[],
  context: { series: ChosenSeries; places: Map<string, PostcodeFacts | null>; certificates: EpcCertificate[]; subjectPostcode: string },
): PricedComparable[] {
  const here = context.places.get(context.subjectPostcode);
  return priceComparables(candidates, {
    series: context.series.points,
    distanceOf: (candidate) => distanceBetween(here, context.places.get(candidate.sale.postcode)),
    floorAreaOf: (candidate) =>
      candidate.sale.postcode === context.subjectPostcode ? certificateFor(context.certificates, candidate.sale.key)?.floor_area_sqm ?? null : null,
  });
}

export function toComparableSales(priced: PricedComparable[], series: ChosenSeries): ComparableSale[] {
  const latest = series.points.at(-1)!.month;
  const adjustedSource = combinedSource(PRICE_PAID_SOURCE, series.source);
  return priced.map((item) => ({
    address: item.sale.address,
    postcode: item.sale.postcode,
    price: item.sale.price,
    date: item.sale.date,
    property_type: item.sale.property_type,
    tenure: item.sale.tenure,
    new_build: item.sale.new_build,
    match: item.match,
    distance_m: item.distanceM,
    floor_area_sqm: item.floorAreaSqm,
    price_per_sqm:
      item.floorAreaSqm === null
        ? null
        : figure(Math.round(item.adjusted / item.floorAreaSqm), 'gbp_per_sqm', 'Price per m², brought to today',
            `${pounds(item.adjusted)} ÷ ${item.floorAreaSqm} m² (floor area from the energy certificate).`, combinedSource(adjustedSource, EPC_SOURCE), series.asOf),
    adjusted_price: figure(item.adjusted, 'gbp', `Price in ${monthLabel(latest)} terms`,
      `${pounds(item.sale.price)} paid in ${monthLabel(monthOf(item.sale.date))}, × ${roundTo(item.adjusted / item.sale.price, 3)} for the change in the ${series.area.name} house price index since then.`,
      adjustedSource, series.asOf),
    weight: roundTo(item.weight, 4),
    excluded: item.excluded,
    source: PRICE_PAID_SOURCE,
  }));
}
