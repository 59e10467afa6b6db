/**
 * The index of decision records in docs/decisions/README.md: one table, a row per record in number
 * order, each under the record's own title (docs/decisions/0114-product-reference-in-the-repository.md).
 */

/** A record's file name and its first line, `# NNNN Title`. */
export type DecisionRecord = { file: string; firstLine: string };

const HEADER = /^\|\s*Record\s*\|\s*Title\s*\|\s*In one line\s*\|$/;
const SEPARATOR = /^\|(\s*:?-{3,}:?\s*\|)+$/;
const ROW = /^\|\s*\[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|$/;

/** Every way the index and the records disagree, each saying what to fix. */
export function indexProblems(readme: string, records: DecisionRecord[]): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => HEADER.test(line));
  if (start === -1) return ['README.md has no table headed | Record | Title | In one line |'];
  const end = lines.findIndex((line, index) => index > start && !line.startsWith('|'));
  const table = lines.slice(start + 2, end === -1 ? lines.length : end);
  const problems: string[] = [];
  if (!SEPARATOR.test(lines[start + 1] ?? ''))
    problems.push('the index header is not followed by its separator row');
  const extraHeaders = lines.filter((line, index) => index !== start && HEADER.test(line)).length;
  if (extraHeaders > 0)
    problems.push(`the index header appears ${extraHeaders + 1} times: keep one table`);

  const titles = new Map(
    records.map(({ file, firstLine }) => [file, firstLine.replace(/^# \d{4} /, '')]),
  );
  const listed = new Set<string>();
  let previous = '';
  for (const line of table) {
    const row = ROW.exec(line);
    if (!row) {
      problems.push(`not an index row: ${line}`);
      continue;
    }
    const [, number, file, title] = row as unknown as [string, string, string, string];
    if (!file.startsWith(`${number}-`)) problems.push(`[${number}] links to ${file}`);
    if (number <= previous)
      problems.push(`${number} comes after ${previous}: rows go in number order, once each`);
    previous = number;
    listed.add(file);
    const recorded = titles.get(file);
    if (recorded === undefined) problems.push(`${file} is indexed but does not exist`);
    else if (recorded !== title)
      problems.push(`${file} is titled "${recorded}", the index says "${title}"`);
  }
  for (const file of titles.keys()) {
    if (!listed.has(file)) problems.push(`${file} is missing from the index`);
  }
  for (const { file, firstLine } of records) {
    if (!firstLine.startsWith(`# ${file.slice(0, 4)} `))
      problems.push(`${file} does not start with "# ${file.slice(0, 4)} Title"`);
  }
  return problems;
}
