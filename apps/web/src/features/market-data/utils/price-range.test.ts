import { describe, expect, it } from 'vitest';
import { placeOnRange } from './price-range';

describe('placeOnRange', () => {
  it('places an asking price inside the range between its ends', () => {
    expect(placeOnRange({ low: 200_000, high: 300_000, value: 250_000 }, 275_000)).toEqual({
      lowPct: 0,
      highPct: 100,
      estimatePct: 50,
      askingPct: 75,
    });
  });

  it('stretches the bar to an asking price above or below the range', () => {
    expect(placeOnRange({ low: 200_000, high: 300_000, value: 250_000 }, 400_000)).toEqual({
      lowPct: 0,
      highPct: 50,
      estimatePct: 25,
      askingPct: 100,
    });
    expect(placeOnRange({ low: 200_000, high: 300_000, value: 250_000 }, 100_000).askingPct).toBe(
      0,
    );
  });

  it('puts everything in the middle when the range and the price are one value', () => {
    expect(placeOnRange({ low: 1, high: 1, value: 1 }, 1)).toEqual({
      lowPct: 50,
      highPct: 50,
      estimatePct: 50,
      askingPct: 50,
    });
  });
});
