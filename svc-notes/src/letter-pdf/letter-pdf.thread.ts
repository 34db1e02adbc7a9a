import { parentPort } from 'node:worker_threads';
import { renderLetterPdf } from './letter-pdf';
import type { RenderReply, RenderRequest } from './letter-pdf-renderer';

/** A render thread of LetterPdfRenderer: one letter at a time, off the service's request loop. */
parentPort?.on('message', (request: RenderRequest) => {
  renderLetterPdf(request.letter).then(
    (pdf) => parentPort?.postMessage({ pdf } satisfies RenderReply),
    (err: unknown) => parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies RenderReply),
  );
});
