/** Typographic quotes and dashes read as their plain forms, one character for one, so a quote a model retyped still matches. */
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
};

/** The text with whitespace runs collapsed, case folded and typography plain, and where each character came from. */
function foldWithPositions(text: string): { folded: string; positions: number[] } {
  let folded = '';
  const positions: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (/\s/.test(character)) {
      if (folded.length > 0 && !folded.endsWith(' ')) {
        folded += ' ';
        positions.push(index);
      }
      continue;
    }
    const lower = character.toLowerCase();
    folded += PLAIN[character] ?? (lower.length === 1 ? lower : character);
    positions.push(index);
  }
  return { folded: folded.trimEnd(), positions };
}

/**
 * The passage of `pageText` that `quote` copies, as an exact slice of the page, or null when the
 * page does not say it. Wrapping, case and curly quotes aside, every character must be there.
 */
export function locateQuote(pageText: string, quote: string): string | null {
  const wanted = foldWithPositions(quote).folded;
  if (wanted.length === 0) return null;
  const { folded, positions } = foldWithPositions(pageText);
  const at = folded.indexOf(wanted);
  if (at < 0) return null;
  return pageText.slice(positions[at], positions[at + wanted.length - 1]! + 1);
}
