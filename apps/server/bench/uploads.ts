import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProAccount } from './bench-account.ts';
import { startServer } from './server-process.ts';
import { median } from './stats.ts';
import { formatTable } from './table.ts';

const PORT = 3303;
const FILE_BYTES = 10_000_000; // 10 MB, just under the default 10 MiB limit (MAX_UPLOAD_MB=10)
const SEQUENTIAL_RUNS = 5;
const CONCURRENT = 5;

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

/** A PDF header and 10 MB of filler: accepted by content, as a scanned survey would be. */
function samplePdf(): Blob {
  const bytes = new Uint8Array(FILE_BYTES);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new Blob([bytes], { type: 'application/pdf' });
}

async function upload(base: string, jwt: string, propertyId: string, file: Blob): Promise<number> {
  const form = new FormData();
  form.append('files', file, 'survey.pdf');
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/properties/${propertyId}/upload-files`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return performance.now() - started;
}

/** Throughput of one 10 MB upload (median of 5), and the server's peak RSS while 5 run at once. */
export async function benchUploads(): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'plotwise-bench-uploads-'));
  const server = await startServer(PORT, { DATA_DIR: dataDir }, { compiled: true });
  try {
    const jwt = await createProAccount(server.url, `bench.uploads.${Date.now()}@example.co.uk`);
    const created = await fetch(`${server.url}/api/v1/properties`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ address: '1 Bench Street, Leeds, LS1 4AP', price: 250000, property_type: 'house', project: 'General' }),
    });
    const { id } = (await created.json()) as { id: string };
    const file = samplePdf();
    await upload(server.url, jwt, id, file);
    const timings: number[] = [];
    for (let run = 0; run < SEQUENTIAL_RUNS; run += 1) timings.push(await upload(server.url, jwt, id, file));
    const perUpload = median(timings);

    const before = rssMiB(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(server.pid))), 5);
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, () => upload(server.url, jwt, id, file)));
    const concurrentMs = performance.now() - started;
    clearInterval(sampler);
    peak = Math.max(peak, rssMiB(server.pid));

    const mb = FILE_BYTES / 1_000_000;
    return formatTable(
      ['upload (10 MB PDF, PGlite, local storage)', 'time ms', 'MB/s', 'server RSS MiB before', 'peak RSS MiB', 'growth MiB'],
      [
        [`one at a time (median of ${SEQUENTIAL_RUNS})`, perUpload.toFixed(0), (mb / (perUpload / 1000)).toFixed(1), '', '', ''],
        [`${CONCURRENT} at once`, concurrentMs.toFixed(0), ((mb * CONCURRENT) / (concurrentMs / 1000)).toFixed(1), before.toFixed(0), peak.toFixed(0), (peak - before).toFixed(0)],
      ],
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
