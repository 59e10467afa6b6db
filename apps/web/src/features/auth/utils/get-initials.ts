/**
 * Avatar initials (docs/product/routes-and-screens.md, "The signed-in shell"): a name of two or more words gives the first and
 * last initials, one word gives one, otherwise the e-mail's first letter, otherwise 'U'.
 */
export function getInitials(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words[words.length - 1];
  if (first && last && words.length >= 2) return `${initialOf(first)}${initialOf(last)}`;
  if (first) return initialOf(first);
  const address = (email ?? '').trim();
  return address ? initialOf(address) : 'U';
}

function initialOf(word: string): string {
  return (Array.from(word)[0] ?? '').toUpperCase();
}
