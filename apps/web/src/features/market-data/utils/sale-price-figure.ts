import type { ComparableSale, Figure } from '@plotwise/contracts';

/** A sale's price as a figure, so it shows where it was registered and when, like any other figure. */
export function toSalePriceFigure(sale: ComparableSale): Figure {
  return {
    value: sale.price,
    unit: 'gbp',
    label: sale.new_build ? 'Price paid (new build)' : 'Price paid',
    method: 'The price paid on completion, as registered.',
    source: sale.source,
    as_of: sale.date,
  };
}
