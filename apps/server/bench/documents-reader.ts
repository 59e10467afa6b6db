import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { PropertyDocument } from '@plotwise/contracts';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { createDocumentsContext } from '../src/modules/documents/documents-context.ts';
import { readDocument } from '../src/modules/documents/documents.service.ts';
import { ocrPage } from '../src/modules/documents/extract/ocr-image.ts';
import { createFilesContext } from '../src/modules/files/files-context.ts';
import { bearer, signUpWithTenant } from '../src/test-support/accounts.ts';
import {
  lineHeightFor,
  scannedPdf,
  textImage,
  textPdf,
} from '../src/test-support/document-fixtures.ts';
import { leasePages } from '../src/test-support/legal-pack-texts.ts';
import { createProperty, multipart } from '../src/test-support/property-fixtures.ts';
import { median } from './stats.ts';

/**
 * Run as its own process by documents.ts, which reads its memory: the app on a fresh PGlite, as a
 * worker process would hold it, reading a 20-page text PDF and a 20-page scanned PDF through
 * readDocument, and a damaged 10 MB one. Prints one JSON line per measurement, and `ocr-start`/`ocr-end` around the scan.
 */
const PAGES = 20;
const SINGLE_PAGE_RUNS = 5;
const say = (line: object | string) =>
  console.log(typeof line === 'string' ? line : JSON.stringify(line));
/** CPU milliseconds this process spent (its OCR worker threads included) since `from`. */
const cpuMsSince = (from: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(from);
  return (user + system) / 1000;
};

/** The longest the event loop, and so every request to the server, waited while `work` ran, in ms. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    // A stall that ends as the work does is recorded when the monitor's next timer fires.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { result, stallMs: delay.max / 1e6 };
  } finally {
    delay.disable();
  }
}

/** A PDF header and 10 MB of nothing: pdf.js searches all of it before it gives up. */
const damagedPdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10_000_000)]);

const A4_200_DPI = { width: 1654, height: 2339 };
/** 11 pt text scanned at 200 dpi is about 30 pixels high. */
const ELEVEN_POINT_AT_200_DPI = 30;
/** The share of the drawn words the OCR must give back, or the timing means nothing. */
const MIN_WORD_RECALL = 0.95;

const pageLines = (page: number) => [
  `Page ${page} of the lease.`,
  ...leasePages.flat().slice(0, 6),
  'Total floor area: 72.5 sq m (780 sq ft)',
];

/** As many lines of lease text as an A4 page at 11 pt holds, with textImage's margins of a line above and below. */
const fullPageLines = () => {
  const count = Math.floor(A4_200_DPI.height / lineHeightFor(ELEVEN_POINT_AT_200_DPI)) - 3;
  const text = leasePages.flat();
  return Array.from({ length: count }, (_, index) => text[index % text.length]!);
};

/** The share of the drawn words that appear, as words, in what the OCR read. */
const wordRecall = (lines: readonly string[], read: string) => {
  const drawn = lines.join(' ').split(/\s+/);
  const found = new Set(read.split(/\s+/));
  return drawn.filter((word) => found.has(word)).length / drawn.length;
};

const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-documents-'));
// No workflow worker: the upload below starts an analysis run, whose documents step would read the
// same scan on a second OCR pool while the single page is measured.
const config = parseConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  AUTH_SECRET: 'bench-secret-that-is-long-enough-for-better-auth',
  RATE_LIMIT_ENABLED: 'false',
  WORKFLOW_WORKER_ENABLED: 'false',
});
const app = await buildApp(config, { serveWeb: false });
const deps = {
  db: app.db,
  files: await createFilesContext(config, app.runId),
  documents: createDocumentsContext(config),
};
try {
  const account = await signUpWithTenant(app);
  const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
  const pages = Array.from({ length: PAGES }, (_, index) => pageLines(index + 1));
  const body = multipart([
    { name: 'text.pdf', content: await textPdf(pages) },
    { name: 'scan.pdf', content: await scannedPdf(pages) },
    { name: 'damaged.pdf', content: damagedPdf() },
  ]);
  await app.inject({
    method: 'POST',
    url: `/api/v1/properties/${property.id}/upload-files`,
    headers: { ...bearer(account), ...body.headers },
    payload: body.payload,
  });
  const listed = await app.inject({
    method: 'GET',
    url: `/api/v1/properties/${property.id}/documents`,
    headers: bearer(account),
  });
  const named = (filename: string) =>
    listed.json<PropertyDocument[]>().find((document) => document.filename === filename)!;
  const [scan, text, damaged] = [named('scan.pdf'), named('text.pdf'), named('damaged.pdf')];
  const tenantId = (
    await app.inject({ method: 'GET', url: '/api/v1/tenant/info', headers: bearer(account) })
  ).json<{ tenant_id: string }>().tenant_id;

  // The first read also loads pdf.js into the process; a worker reads many, so both are shown.
  for (const measure of ['text-pdf-first', 'text-pdf-again']) {
    const started = performance.now();
    const { result: textRead, stallMs } = await longestStall(() =>
      readDocument(deps, { tenantId, documentId: text.id, force: true }),
    );
    say({
      measure,
      ms: performance.now() - started,
      pages: textRead.page_count,
      status: textRead.status,
      stallMs,
    });
  }
  const damagedStarted = performance.now();
  const { result: damagedRead, stallMs: damagedStallMs } = await longestStall(() =>
    readDocument(deps, { tenantId, documentId: damaged.id }),
  );
  say({
    measure: 'damaged-pdf',
    ms: performance.now() - damagedStarted,
    status: damagedRead.status,
    stallMs: damagedStallMs,
  });

  // One page at a time, workers warm: what a page costs alone (an A4 scan rendered at 200 dpi is 1654 x 2339).
  // Two pages: the short one the 20-page scan is made of, and one full of text as a lease page is.
  for (const [measure, lines] of [
    ['ocr-page-short', pageLines(1)],
    ['ocr-page-full', fullPageLines()],
  ] as const) {
    const page = textImage(lines, {
      width: A4_200_DPI.width,
      height: A4_200_DPI.height,
      fontSize: ELEVEN_POINT_AT_200_DPI,
    });
    await ocrPage(deps.documents.ocr, page, 1);
    const singles: number[] = [];
    const singlesCpu: number[] = [];
    let recall = 1;
    for (let run = 0; run < SINGLE_PAGE_RUNS; run += 1) {
      const [started, startedCpu] = [performance.now(), process.cpuUsage()];
      const read = await ocrPage(deps.documents.ocr, page, 1);
      singles.push(performance.now() - started);
      singlesCpu.push(cpuMsSince(startedCpu));
      recall = Math.min(recall, wordRecall(lines, read.text));
    }
    // A page read fast but wrongly is no result: the bench stops rather than print its time.
    if (recall < MIN_WORD_RECALL)
      throw new Error(
        `${measure}: OCR found only ${(recall * 100).toFixed(1)}% of the page's words`,
      );
    say({
      measure,
      ms: median(singles),
      cpuMs: median(singlesCpu),
      workers: config.OCR_WORKERS,
      lines: lines.length,
      recall,
    });
  }

  say('ocr-start');
  const [started, startedCpu] = [performance.now(), process.cpuUsage()];
  const { result: scanRead, stallMs } = await longestStall(() =>
    readDocument(deps, { tenantId, documentId: scan.id }),
  );
  say({
    measure: 'scanned-pdf',
    ms: performance.now() - started,
    cpuMs: cpuMsSince(startedCpu),
    pages: scanRead.page_count,
    status: scanRead.status,
    workers: config.OCR_WORKERS,
    stallMs,
  });
  say('ocr-end');
} finally {
  await deps.documents.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
