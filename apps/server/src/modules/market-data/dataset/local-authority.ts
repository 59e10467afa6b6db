import type { PostcodeParts } from '@plotwise/contracts';
import type { LocalAuthoritiesFile } from './dataset-schema.ts';

export type LocalAuthority = { name: string; basis: 'district' | 'area' };

/**
 * The local authority of a postcode district from the built-in table: the district itself, a
 * sub-district's parent ('SW1A' -> 'SW1'), or else the main authority of the postcode area.
 */
export function localAuthorityOf(table: LocalAuthoritiesFile, parts: PostcodeParts): LocalAuthority | null {
  const parent = parts.district.replace(/[A-Z]$/, '');
  const district = table.districts[parts.district] ?? (/\d[A-Z]$/.test(parts.district) ? table.districts[parent] : undefined);
  if (district) return { name: district, basis: 'district' };
  const area = table.areas[parts.area];
  return area ? { name: area, basis: 'area' } : null;
}
