import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Scheduler } from 'tesseract.js';

export type OcrResult = { text: string; confidence: number };
export type OcrPool = {
  /** The text in an image (PNG, JPEG, BMP, ...), and tesseract's mean word confidence (0-100). */
  recognize: (image: Buffer) => Promise<OcrResult>;
  /** How many workers have nothing to do now: a page may be split to keep them busy (docs/decisions/0066-ocr-in-bands.md). */
  idleWorkers: () => number;
  close: () => Promise<void>;
};

/**
 * English trained data from the `@tesseract.js-data/eng` package on disk. tesseract.js loads its
 * core from node_modules in Node, but without a local langPath it downloads the data from a CDN,
 * so nothing here may leave langPath unset (docs/decisions/0060-document-reading-libraries.md).
 */
const langPath = join(dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

const workerOptions = {
  langPath,
  gzip: true,
  // 'none': never write eng.traineddata into the working directory as a cache.
  cacheMethod: 'none',
  errorHandler: () => undefined,
} as const;

/**
 * `size` tesseract.js workers (threads) sharing one queue. They start on the first image and stop
 * after `idleMs` without work, so an idle server holds no OCR memory.
 */
export function createOcrPool({ size, idleMs = 60_000 }: { size: number; idleMs?: number }): OcrPool {
  let scheduler: Promise<Scheduler> | null = null;
  let pending = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  async function start(): Promise<Scheduler> {
    // Loaded with the first image, not at start (docs/decisions/0091-cold-start.md).
    const { createScheduler, createWorker, OEM } = await import('tesseract.js');
    const created = createScheduler();
    const workers = await Promise.all(Array.from({ length: size }, () => createWorker('eng', OEM.LSTM_ONLY, workerOptions)));
    for (const worker of workers) created.addWorker(worker);
    return created;
  }

  async function stop() {
    const running = scheduler;
    scheduler = null;
    clearTimeout(idleTimer);
    if (running) await (await running).terminate();
  }

  return {
    async recognize(image) {
      clearTimeout(idleTimer);
      pending += 1;
      try {
        scheduler ??= start();
        const result = await (await scheduler).addJob('recognize', image);
        return { text: result.data.text, confidence: result.data.confidence };
      } finally {
        pending -= 1;
        if (pending === 0) idleTimer = setTimeout(() => void stop(), idleMs).unref();
      }
    },
    idleWorkers: () => Math.max(0, size - pending),
    close: stop,
  };
}
