import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { formatTable } from './table.ts';

type Measure = {
  measure: string;
  ms: number;
  cpuMs?: number;
  pages?: number;
  status?: string;
  workers?: number;
  lines?: number;
  recall?: number;
  stallMs?: number;
};

/** Resident memory of a process in MiB, from /proc (Linux); NaN once it has exited. */
function rssMiB(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('VmRSS:'));
    return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Reading documents (docs/product/documents.md): a 20-page text PDF (goal ≤ 1 s), one scanned page
 * by OCR (goal median ≤ 2 s; a short page and a full one, each checked for what it reads), a
 * 20-page scanned PDF through the OCR pool, and the peak memory of the reading process while it
 * OCRs those 20 pages; and for the PDFs, a damaged 10 MB one among them, the longest the reading
 * process's event loop (every request it serves) waited meanwhile.
 */
export async function benchDocuments(): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'documents-reader.ts')],
    {
      cwd: join(import.meta.dirname, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const measures: Measure[] = [];
  let before = Number.NaN;
  let peak = Number.NaN;
  let sampler: NodeJS.Timeout | undefined;
  const sample = () => (peak = Math.max(Number.isNaN(peak) ? 0 : peak, rssMiB(child.pid!)));
  for await (const line of createInterface({ input: child.stdout })) {
    if (line === 'ocr-start') {
      before = rssMiB(child.pid!);
      sampler = setInterval(sample, 20);
    } else if (line === 'ocr-end') {
      sample();
      clearInterval(sampler);
    } else if (line.startsWith('{')) measures.push(JSON.parse(line) as Measure);
  }
  clearInterval(sampler);
  const code = await new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(child.exitCode),
  );
  if (code !== 0) throw new Error(`the reading process exited with code ${String(code)}`);
  const of = (name: string) => measures.find((measure) => measure.measure === name)!;
  const [first, again] = [of('text-pdf-first'), of('text-pdf-again')];
  const singles = [of('ocr-page-short'), of('ocr-page-full')];
  const scan = of('scanned-pdf');
  const damaged = of('damaged-pdf');
  const stall = (measure: Measure) =>
    measure.stallMs === undefined ? '' : measure.stallMs.toFixed(0);
  const textPdfRow = (measure: Measure, read: string) => [
    `text PDF, ${measure.pages} pages, ${read}`,
    measure.ms.toFixed(0),
    (measure.ms / measure.pages!).toFixed(0),
    '',
    '≤ 1000 total',
    '',
    '',
    stall(measure),
  ];
  const table = formatTable(
    [
      'reading (PGlite, local storage)',
      'time ms',
      'per page ms',
      'CPU ms per page',
      'goal',
      'RSS MiB before',
      'peak RSS MiB',
      'longest event-loop stall ms',
    ],
    [
      textPdfRow(first, 'first read (loads pdf.js)'),
      textPdfRow(again, `read again (${again.status})`),
      [
        `damaged PDF, 10 MB (${damaged.status})`,
        damaged.ms.toFixed(0),
        '',
        '',
        '',
        '',
        '',
        stall(damaged),
      ],
      ...singles.map((page) => [
        `one scanned page of ${page.lines} lines by OCR (median of 5, A4 at 200 dpi, 11 pt; ${(page.recall! * 100).toFixed(0)}% of words read)`,
        page.ms.toFixed(0),
        page.ms.toFixed(0),
        page.cpuMs!.toFixed(0),
        '≤ 2000',
        '',
        '',
        '',
      ]),
      [
        `scanned PDF, ${scan.pages} pages, ${scan.workers} OCR workers (${scan.status})`,
        scan.ms.toFixed(0),
        (scan.ms / scan.pages!).toFixed(0),
        (scan.cpuMs! / scan.pages!).toFixed(0),
        '',
        before.toFixed(0),
        peak.toFixed(0),
        stall(scan),
      ],
    ],
  );
  // OCR is CPU-bound: on a shared machine the times say as much about the neighbours as about us;
  // the CPU time (the reading process's, its OCR threads included) is ours alone.
  return [
    ...table,
    `load average at the end (1 min): ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
  ];
}
