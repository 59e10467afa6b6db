import { parse } from 'csv-parse/sync';
import { isoDateFrom } from './provider-dates.ts';
import { MalformedAnswer } from './provider-errors.ts';
import type { Outcome, ProviderSession } from './provider-session.ts';

/** One domestic energy certificate: what the market step needs from the EPC register. */
export type EpcCertificate = {
  address: string;
  postcode: string;
  floor_area_sqm: number | null;
  current_energy_rating: string | null;
  construction_age_band: string | null;
  lodged_on: string | null;
};

/**
 * The EPC register behind one question, so a client for its successor service can replace this
 * one (docs/decisions/0071-live-market-providers.md).
 */
export type EpcRegister = { certificatesAt: (postcode: string) => Promise<Outcome<EpcCertificate[]>> };

const REQUIRED_COLUMNS = ['address1', 'postcode', 'total-floor-area', 'current-energy-rating', 'lodgement-date'];
const PAGE_SIZE = 500;

const blankToNull = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

function toCertificate(row: Record<string, string>): EpcCertificate {
  const area = Number(row['total-floor-area']);
  const address = [row.address1, row.address2, row.address3].map(blankToNull).filter(Boolean).join(', ');
  return {
    address,
    postcode: row.postcode!.trim().toUpperCase(),
    floor_area_sqm: Number.isFinite(area) && area > 0 ? Math.round(area * 10) / 10 : null,
    current_energy_rating: blankToNull(row['current-energy-rating'])?.toUpperCase() ?? null,
    construction_age_band: blankToNull(row['construction-age-band']),
    lodged_on: isoDateFrom(row['lodgement-date'] ?? ''),
  };
}

/** The certificates in a CSV answer of the domestic search; the column names are the register's. */
export function readCertificatesCsv(text: string): EpcCertificate[] {
  if (text.trim() === '') return [];
  const rows = parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<string, string>[];
  const missing = REQUIRED_COLUMNS.filter((column) => rows.length > 0 && !(column in rows[0]!));
  if (missing.length > 0) throw new MalformedAnswer(`missing columns ${missing.join(', ')}`);
  return rows.map(toCertificate);
}

/**
 * The register in the documented format of the Open Data Communities API, version 1:
 * `GET /domestic/search?postcode=...&size=...` with HTTP Basic auth (e-mail and API key) and
 * `Accept: text/csv`; no certificates is an empty body.
 */
export function openDataCommunitiesRegister(session: ProviderSession): EpcRegister {
  return {
    certificatesAt: (postcode) =>
      session.fetchOne(`domestic/${postcode}`, async (http) => {
        const searchParams = { postcode, size: String(PAGE_SIZE) };
        const response = await http.get('domestic/search', { searchParams, headers: { accept: 'text/csv' } });
        if (response.status === 404) {
          await response.body?.cancel();
          return [];
        }
        return readCertificatesCsv(await response.text());
      }),
  };
}

export const epcBasicAuth = (email: string, apiKey: string) => `Basic ${Buffer.from(`${email}:${apiKey}`).toString('base64')}`;
