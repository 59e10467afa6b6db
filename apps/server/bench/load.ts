import autocannon from 'autocannon';

export type LoadResult = { median: number; p99: number; rps: number; requests: number; failures: number };

export type LoadOptions = { headers?: Record<string, string>; paths?: string[]; seconds?: number; connections?: number };

/**
 * Drives one URL (or a rotation of paths on one host) with autocannon: a 1 s warm-up, then a bounded
 * run (5 s, 10 connections by default). Latencies in ms.
 */
export async function measure(base: string, options: LoadOptions = {}): Promise<LoadResult> {
  const paths = options.paths ?? [new URL(base).pathname + new URL(base).search];
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: options.connections ?? 10,
      duration,
      headers: options.headers,
      requests: [{ setupRequest: (request) => ({ ...request, path: paths[(next += 1) % paths.length]! }) }],
    });
  await run(1);
  const result = await run(options.seconds ?? 5);
  return {
    median: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
