import { parentPort } from 'node:worker_threads';
import { openPdf, pageTexts, renderPage, type PdfDocument } from './pdf-document.ts';
import { ReadFailure } from './page-text.ts';
import type { PdfAnswer, PdfReply, PdfRequest } from './pdf-thread-client.ts';

/**
 * The thread behind pdf-thread-client.ts (docs/decisions/0067-pdfs-read-off-the-main-thread.md):
 * pdf.js parses and draws in JavaScript, which on the server's own thread would hold every request
 * up. It holds each open PDF by the number the client gave it, until the client closes it.
 */
const documents = new Map<number, PdfDocument>();

async function answer(request: Exclude<PdfRequest, { type: 'close' }>): Promise<PdfAnswer> {
  if (request.type === 'open') {
    const pdf = await openPdf(request.bytes);
    documents.set(request.document, pdf);
    return { type: 'texts', texts: await pageTexts(pdf) };
  }
  return { type: 'png', png: await renderPage(documents.get(request.document)!, request.page) };
}

function failed(error: unknown): PdfAnswer {
  const message = error instanceof Error ? error.message : String(error);
  return { type: 'failed', readFailure: error instanceof ReadFailure, message };
}

parentPort!.on('message', (request: PdfRequest) => {
  if (request.type === 'close') {
    void documents.get(request.document)?.destroy();
    documents.delete(request.document);
    return;
  }
  void answer(request)
    .catch(failed)
    .then((reply) =>
      parentPort!.postMessage(
        { ...reply, id: request.id } satisfies PdfReply,
        reply.type === 'png' ? [reply.png] : [],
      ),
    );
});
