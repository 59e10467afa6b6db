import type { MarketEpc, MarketLocation } from '@plotwise/contracts';
import type { StoredMarketData } from '../../../db/tables/market-data.ts';
import type { MarketDataset } from '../dataset/market-dataset.ts';
import { estimateValue } from '../estimation/estimate-value.ts';
import type { MarketInputs } from '../gather-market-inputs.ts';
import { EPC_SOURCE } from '../market-sources.ts';
import type { EpcCertificate } from '../providers/epc-register.ts';
import type { ResolvedLocation } from '../resolve-location.ts';
import { addressKey, type SubjectProperty } from '../subject-property.ts';
import { certificateFor, priceCandidates, toComparableSales } from './comparable-sales.ts';
import { figure } from './figure-text.ts';
import { buildFigures } from './market-figures.ts';
import { buildProviders } from './market-providers.ts';
import { chooseSeries } from './market-series.ts';
import { buildTrend } from './market-trend.ts';
import { describeValue } from './value-method.ts';

function toLocation(location: ResolvedLocation): MarketLocation {
  const { area: _area, localAuthorityExact: _exact, ...shown } = location;
  return shown;
}

function toEpc(certificate: EpcCertificate, today: string): MarketEpc {
  const area = certificate.floor_area_sqm;
  return {
    address: certificate.address,
    floor_area_sqm: area === null ? null : figure(area, 'sqm', 'Floor area', 'Total floor area on the energy certificate.', EPC_SOURCE, certificate.lodged_on ?? today),
    current_energy_rating: certificate.current_energy_rating,
    construction_age_band: certificate.construction_age_band,
    lodged_on: certificate.lodged_on,
  };
}

/** Everything the market step stores for a run, from what the providers and the built-in dataset gave. Pure. */
export function assembleMarketData(dataset: MarketDataset, subject: SubjectProperty, inputs: MarketInputs): StoredMarketData {
  const series = chooseSeries(dataset, inputs.location, inputs.hpi, subject.propertyType);
  const certificate = certificateFor(inputs.certificates ?? [], addressKey(subject.addressLine));
  const floorAreaSqm = certificate?.floor_area_sqm ?? null;
  const priced = priceCandidates(inputs.candidates ?? [], {
    series,
    places: inputs.places,
    certificates: inputs.certificates ?? [],
    subjectPostcode: inputs.location.postcode ?? '',
  });
  const estimate = estimateValue(priced, { floorAreaSqm, localAverage: series.typeAverage });
  const value = describeValue(estimate, series, { floorAreaSqm, salesAvailable: inputs.candidates !== null });
  const comparables = toComparableSales(priced, series);
  return {
    as_of: inputs.today,
    location: toLocation(inputs.location),
    figures: buildFigures({ dataset, location: inputs.location, subject, series, value }),
    comparables,
    trend: buildTrend(series),
    epc: certificate && toEpc(certificate, inputs.today),
    providers: buildProviders({
      dataset,
      reports: inputs.reports,
      hasPostcode: inputs.location.postcode !== null,
      used: {
        land_registry_price_paid: priced.length > 0,
        uk_house_price_index: series.live,
        postcodes_io: inputs.location.latitude !== null,
        epc_register: certificate !== null || priced.some((item) => item.floorAreaSqm !== null),
      },
      unusedNotes: {
        land_registry_price_paid: 'No recent sales of similar homes in the postcode district.',
        uk_house_price_index: 'Had no published months for the area.',
        postcodes_io: 'Did not know the postcode.',
        epc_register: 'No certificate found for this address.',
      },
    }),
  };
}
