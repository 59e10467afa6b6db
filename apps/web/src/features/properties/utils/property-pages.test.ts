import { describe, expect, it } from 'vitest';
import { makePage, makeProperties, makeProperty } from '../testing/property-fixtures';
import {
  flattenPages,
  getCityOptions,
  getTotal,
  matchesFilters,
  removeFromPages,
  upsertIntoPages,
  type PropertyListFilters,
  type PropertyPages,
} from './property-pages';

const owned: PropertyListFilters = { sort: 'price-desc', is_owned: true };

function pages(...lists: ReturnType<typeof makeProperties>[]): PropertyPages {
  const total = lists.flat().length;
  return {
    pages: lists.map((list) => makePage(list, total)),
    pageParams: lists.map((_, i) => i * 20),
  };
}

const ids = (data: PropertyPages) => flattenPages(data).map((property) => property.id);

describe('list filters', () => {
  it('match type, city in any case, project and ownership like the server', () => {
    const property = makeProperty();
    expect(matchesFilters(property, { sort: 'price-desc' })).toBe(true);
    expect(
      matchesFilters(property, {
        ...owned,
        property_type: 'house',
        city: 'LEEDS',
        project: 'project-1',
      }),
    ).toBe(true);
    expect(matchesFilters(property, { sort: 'price-desc', property_type: 'flat' })).toBe(false);
    expect(matchesFilters(property, { sort: 'price-desc', city: 'York' })).toBe(false);
    expect(matchesFilters(property, { sort: 'price-desc', is_owned: false })).toBe(false);
  });
});

describe('list updates (docs/product/properties.md, "Caches and list updates")', () => {
  const [first, second, third] = makeProperties(3);

  it('put a created property at the top and count it', () => {
    const created = makeProperty({ id: 'new', price: 1 });
    const data = upsertIntoPages(pages([first!, second!], [third!]), created, owned);
    expect(ids(data)).toEqual(['new', 'p1', 'p2', 'p3']);
    expect(getTotal(data)).toBe(4);
  });

  it('leave a list alone when the new property does not match its filters', () => {
    const data = pages([first!]);
    expect(upsertIntoPages(data, makeProperty({ id: 'new', is_owned: false }), owned)).toBe(data);
  });

  it('replace an updated row in place', () => {
    const updated = { ...second!, price: 1 };
    const data = upsertIntoPages(pages([first!, second!], [third!]), updated, owned);
    expect(ids(data)).toEqual(['p1', 'p2', 'p3']);
    expect(flattenPages(data)[1]!.price).toBe(1);
  });

  it('drop an updated row that no longer matches, e.g. now an opportunity', () => {
    const data = upsertIntoPages(pages([first!, second!]), { ...first!, is_owned: false }, owned);
    expect(ids(data)).toEqual(['p2']);
    expect(getTotal(data)).toBe(1);
  });

  it('remove a deleted row and leave lists without it unchanged', () => {
    const data = pages([first!, second!], [third!]);
    const removed = removeFromPages(data, 'p3');
    expect(ids(removed)).toEqual(['p1', 'p2']);
    expect(getTotal(removed)).toBe(2);
    expect(removeFromPages(data, 'other')).toBe(data);
  });

  it('show each property once when pages overlap after an insert', () => {
    expect(ids(pages([first!, second!], [second!, third!]))).toEqual(['p1', 'p2', 'p3']);
    expect(flattenPages(undefined)).toEqual([]);
    expect(getTotal(undefined)).toBe(0);
  });
});

describe('location options', () => {
  it('are the sorted unique cities, blanks left out, the chosen one kept', () => {
    const properties = ['York', 'bath', 'Leeds', 'york', ''].map((city, index) =>
      makeProperty({ id: `p${index}`, address: { address: 'A', city, postcode: '' } }),
    );
    expect(getCityOptions(properties)).toEqual(['bath', 'Leeds', 'York']);
    expect(getCityOptions([], 'Durham')).toEqual(['Durham']);
    expect(getCityOptions([])).toEqual([]);
  });
});
