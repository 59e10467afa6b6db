import { readWrittenNumbers, valueOf, writesAs } from './written-numbers.ts';

/** Every number in a value: numbers themselves, numbers written in its strings, a ratio also as a percentage. */
function numbersIn(node: unknown, found: number[]): void {
  if (typeof node === 'number') found.push(node);
  else if (typeof node === 'string') found.push(...readWrittenNumbers(node).map(valueOf));
  else if (Array.isArray(node)) node.forEach((item) => numbersIn(item, found));
  else if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (record.unit === 'ratio' && typeof record.value === 'number') found.push(record.value * 100);
    Object.values(record).forEach((value) => numbersIn(value, found));
  }
}

/**
 * The numbers a model may write: the engine's figures (and the numbers in its methods and reasons),
 * and those of the material Plotwise gave it (the property, the market data, the documents' text).
 */
export function collectKnownNumbers(...sources: unknown[]): number[] {
  const found: number[] = [];
  sources.forEach((source) => numbersIn(source, found));
  return [...new Set(found)];
}

/** The figures a text writes that match no known number, as written, each once (docs/decisions/0109-numbers-from-the-engine.md). */
export function findUnverifiedNumbers(text: string, known: number[]): string[] {
  const unverified = readWrittenNumbers(text).filter(
    (written) => written.isFigure && !known.some((number) => writesAs(written, number)),
  );
  return [...new Set(unverified.map((written) => written.text))];
}
