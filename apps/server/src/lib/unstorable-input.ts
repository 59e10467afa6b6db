import type { FieldIssue } from '@plotwise/contracts';

/** Deeper than any body the API takes (a prompt map is three levels); deeper input is refused before anything reads it. */
export const MAX_INPUT_DEPTH = 32;

type Pending = { value: unknown; path: string[]; depth: number };

/** Half of a UTF-16 surrogate pair without its other half: JSON's `"\udc00"` parses to one, and it has no UTF-8 form. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What in the text cannot be stored, or null when it can. */
function unstorableInText(text: string): string | null {
  if (text.includes('\u0000')) return 'a NUL character (\\u0000)';
  if (UNPAIRED_SURROGATE.test(text)) return 'half of a surrogate pair (\\ud800-\\udfff)';
  return null;
}

const fieldOf = (path: string[], whole: string) => (path.length === 0 ? whole : path.join('.').replaceAll('\u0000', '\\u0000'));

/**
 * The first value in parsed input that no route can store or read safely: text with a NUL
 * character (PostgreSQL refuses U+0000 in text) or an unpaired surrogate (no UTF-8 form, so the
 * database refuses its bytes), a number too large to be finite (JSON's 1e309),
 * or nesting deeper than MAX_INPUT_DEPTH. Walked with a stack, so deep input cannot exhaust it.
 * `whole` names the input itself (body, query) when the problem is at its root.
 */
export function findUnstorableInput(input: unknown, whole: string): FieldIssue | null {
  const pending: Pending[] = [{ value: input, path: [], depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    const field = fieldOf(path, whole);
    const unstorable = typeof value === 'string' ? unstorableInText(value) : null;
    if (unstorable) return { field, message: `${field} contains ${unstorable}, which is not accepted` };
    if (typeof value === 'number' && !Number.isFinite(value)) {
      return { field, message: `${field} is too large a number` };
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      const top = fieldOf(path.slice(0, 1), whole);
      return { field: top, message: `${top} is nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = [...path, key];
      const unstorableInKey = unstorableInText(key);
      if (unstorableInKey) {
        const named = fieldOf(childPath, whole);
        return { field: named, message: `${named} contains ${unstorableInKey} in its name, which is not accepted` };
      }
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}
