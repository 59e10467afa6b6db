/**
 * Where values sit on the value estimate's bar, as percentages of its width: the bar runs from the
 * lower of the range's low and the asking price to the higher of its high and the asking price, so
 * an asking price outside the range is still on it.
 */
export type RangeScale = {
  lowPct: number;
  highPct: number;
  estimatePct: number;
  askingPct: number;
};

export function placeOnRange(
  range: { low: number; high: number; value: number },
  asking: number,
): RangeScale {
  const start = Math.min(range.low, asking);
  const end = Math.max(range.high, asking);
  const at = (value: number) => (end === start ? 50 : ((value - start) / (end - start)) * 100);
  return {
    lowPct: at(range.low),
    highPct: at(range.high),
    estimatePct: at(range.value),
    askingPct: at(asking),
  };
}
