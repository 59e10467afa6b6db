import { describe, expect, it } from 'vitest';
import { chooseFloorAreas } from './floor-area-choice.ts';

const candidate = (property_id: string, document_kind: string, sqm: number, confidence = 0.9, readAt = '2026-01-01') => ({
  property_id,
  document_kind,
  read_at: new Date(readAt),
  confidence,
  facts: { floor_area_sqm: sqm },
});

describe('chooseFloorAreas', () => {
  it('prefers a floorplan to an EPC, then the surer reading, then the newer', () => {
    const chosen = chooseFloorAreas([
      candidate('a', 'epc', 70, 0.95),
      candidate('a', 'floorplan', 72.5, 0.7),
      candidate('b', 'epc', 80, 0.8),
      candidate('b', 'epc', 81, 0.9),
      candidate('c', 'floorplan', 60, 0.9, '2026-01-01'),
      candidate('c', 'floorplan', 61, 0.9, '2026-03-01'),
    ]);
    expect(Object.fromEntries(chosen)).toEqual({ a: 72.5, b: 81, c: 61 });
  });
});
