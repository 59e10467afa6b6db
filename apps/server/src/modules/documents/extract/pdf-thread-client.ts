import { Worker } from 'node:worker_threads';
import { ReadFailure } from './page-text.ts';

export type PdfRequest =
  | { id: number; document: number; type: 'open'; bytes: Uint8Array }
  | { id: number; document: number; type: 'render'; page: number }
  | { document: number; type: 'close' };
export type PdfAnswer =
  | { type: 'texts'; texts: string[] }
  | { type: 'png'; png: ArrayBuffer }
  | { type: 'failed'; readFailure: boolean; message: string };
export type PdfReply = PdfAnswer & { id: number };

/** One PDF held open in the reader's thread: its pages' text layers, and pages drawn on request. */
export type OpenPdf = {
  texts: string[];
  render: (page: number) => Promise<Buffer>;
  close: () => void;
};

/** pdf.js in a worker thread of its own (docs/decisions/0067-pdfs-read-off-the-main-thread.md). */
export type PdfReader = {
  /** Opens a PDF; one that cannot be read throws its ReadFailure. */
  open: (bytes: Buffer) => Promise<OpenPdf>;
  close: () => Promise<void>;
};

/**
 * The bundle's pdf-thread.js, which scripts/build-server.ts writes beside this chunk in dist/; when
 * this file runs from source (tsx, the tests), the thread first registers tsx and then imports the
 * TypeScript source, since Node does not pass tsx's hooks on to a worker thread.
 */
const fromSource = import.meta.url.endsWith('.ts');
function startThread(): Worker {
  if (!fromSource) return new Worker(new URL('./pdf-thread.js', import.meta.url));
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const script = JSON.stringify(new URL('./pdf-thread.ts', import.meta.url).href);
  return new Worker(
    `import(${tsx}).then(({ register }) => { register(); return import(${script}); });`,
    { eval: true },
  );
}

type Waiting = { resolve: (answer: PdfAnswer) => void; reject: (error: Error) => void };

/**
 * One thread, started with the first PDF and stopped after `idleMs` with none open, so an idle server
 * holds no pdf.js. A thread that stops (out of memory, say) fails what it was asked, and the next PDF
 * starts a new one.
 */
export function createPdfReader({ idleMs = 60_000 }: { idleMs?: number } = {}): PdfReader {
  let worker: Worker | null = null;
  const waiting = new Map<number, Waiting>();
  let nextId = 0;
  let openCount = 0;
  let idleTimer: NodeJS.Timeout | undefined;

  function thread(): Worker {
    if (worker) return worker;
    const started = startThread();
    let failure: Error | undefined;
    started.on('message', ({ id, ...answer }: PdfReply) => {
      waiting.get(id)?.resolve(answer);
      waiting.delete(id);
      // Waited on, the thread keeps the process alive; idle, it does not.
      if (waiting.size === 0) started.unref();
    });
    started.on('error', (error) => (failure ??= error));
    started.once('exit', (code) => {
      if (worker === started) worker = null;
      for (const { reject } of waiting.values())
        reject(failure ?? new Error(`The PDF reading thread stopped (exit code ${code})`));
      waiting.clear();
    });
    return (worker = started);
  }

  /** Sends one request and answers the thread's reply, which must be of the `expected` type. */
  async function ask<T extends 'texts' | 'png'>(
    request: Exclude<PdfRequest, { type: 'close' }>,
    expected: T,
    transfer: ArrayBuffer[] = [],
  ): Promise<Extract<PdfAnswer, { type: T }>> {
    const answer = await new Promise<PdfAnswer>((resolve, reject) => {
      waiting.set(request.id, { resolve, reject });
      const running = thread();
      running.ref();
      running.postMessage(request, transfer);
    });
    if (answer.type === 'failed')
      throw answer.readFailure ? new ReadFailure(answer.message) : new Error(answer.message);
    if (answer.type !== expected)
      throw new Error(`The PDF thread answered ${answer.type} to ${request.type}`);
    return answer as Extract<PdfAnswer, { type: T }>;
  }

  function release(document: number) {
    worker?.postMessage({ document, type: 'close' } satisfies PdfRequest);
    openCount -= 1;
    if (openCount === 0) idleTimer = setTimeout(() => void stop(), idleMs).unref();
  }

  async function stop() {
    clearTimeout(idleTimer);
    const running = worker;
    worker = null;
    await running?.terminate();
  }

  return {
    async open(bytes) {
      clearTimeout(idleTimer);
      openCount += 1;
      const document = (nextId += 1);
      try {
        // pdf.js takes ownership of the bytes it reads: the thread gets a copy of its own.
        const copy = new Uint8Array(bytes);
        const opened = await ask(
          { id: (nextId += 1), document, type: 'open', bytes: copy },
          'texts',
          [copy.buffer],
        );
        return {
          texts: opened.texts,
          async render(page) {
            const drawn = await ask({ id: (nextId += 1), document, type: 'render', page }, 'png');
            return Buffer.from(drawn.png);
          },
          close: () => release(document),
        };
      } catch (error) {
        release(document);
        throw error;
      }
    },
    close: stop,
  };
}
