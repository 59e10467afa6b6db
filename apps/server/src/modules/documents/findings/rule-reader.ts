import type { DocumentKind } from '@plotwise/contracts';
import { readEpc } from './epc.ts';
import { readFloorArea } from './floor-area.ts';
import { readLeaseCovenants } from './lease-covenants.ts';
import { readLeaseRent } from './lease-rent.ts';
import { readLeaseTerm } from './lease-term.ts';
import { keepDistinct, type Reader } from './reader.ts';
import { readSearches } from './searches.ts';
import { readTitleRegister } from './title-register.ts';
import type { FindingSource } from './finding-source.ts';

const lease: Reader[] = [readLeaseTerm, readLeaseRent, readLeaseCovenants];

/** Which readers a kind of document gets. An official copy may be of a lease or of a register, so it gets both. */
const readersByKind: Record<DocumentKind, Reader[]> = {
  lease,
  title_register: [readTitleRegister],
  official_copy: [...lease, readTitleRegister],
  local_search: [readSearches],
  drainage_search: [readSearches],
  environmental_search: [readSearches],
  property_information_form: [readSearches],
  survey: [readSearches],
  epc: [readEpc],
  floorplan: [readFloorArea],
  other: [],
};

/** The offline, rule-based legal-pack reader (docs/product/documents.md). */
export const ruleFindingSource: FindingSource = {
  origin: 'rules',
  find: ({ kind, pages, asOf }) => keepDistinct(readersByKind[kind].flatMap((read) => read({ pages, asOf }))),
};
