import type { FindingFacts } from '@plotwise/contracts';

type FloorAreaCandidate = { property_id: string; document_kind: string; read_at: Date | null; confidence: number; facts: FindingFacts | null };

/** A floorplan measures the floor area; an EPC states it as assessed: the plan wins, then the surer reading, then the newer. */
const documentRank = (kind: string) => (kind === 'floorplan' ? 2 : kind === 'epc' ? 1 : 0);

/** Each property's floor area in square metres, chosen among its documents' floor area findings. */
export function chooseFloorAreas(candidates: FloorAreaCandidate[]): Map<string, number> {
  const sorted = [...candidates].sort(
    (a, b) =>
      documentRank(b.document_kind) - documentRank(a.document_kind) ||
      b.confidence - a.confidence ||
      (b.read_at?.getTime() ?? 0) - (a.read_at?.getTime() ?? 0),
  );
  const chosen = new Map<string, number>();
  for (const candidate of sorted) {
    const area = candidate.facts?.floor_area_sqm;
    if (area !== undefined && !chosen.has(candidate.property_id)) chosen.set(candidate.property_id, area);
  }
  return chosen;
}
