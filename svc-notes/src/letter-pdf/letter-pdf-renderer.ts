import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { Inject, Injectable, Logger, OnApplicationShutdown, ServiceUnavailableException } from '@nestjs/common';
import { CONFIG, histogram } from '@clinote/nest-common';
import type { NotesConfig } from '../config';
import type { Letter } from './letter';
import { assertPrintable } from './letter-pdf-limits';

export interface RenderRequest {
  letter: Letter;
}
export type RenderReply = { pdf: Uint8Array; error?: undefined } | { error: string; pdf?: undefined };

export const PDF_BUSY_MESSAGE = 'Many letters are being turned into PDFs right now. Please try again in a minute.';
export const PDF_TIMEOUT_MESSAGE = 'Making this PDF took too long. Please try again in a minute.';

const renderDuration = histogram(
  'pdf_render_duration_seconds',
  'Time from asking for a letter PDF to having it, waiting for a thread included, by outcome (rendered, busy: refused with 503, failed: error or timeout).',
  ['outcome'],
);

interface Task {
  letter: Letter;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}
interface Thread {
  worker: Worker;
  task?: Task;
  timer?: NodeJS.Timeout;
}

/**
 * Renders letter PDFs on a few worker threads (issue 19): pdfmake's layout is synchronous, and on
 * the request loop one long letter held every other request of the service for seconds. Threads
 * start on first use and stay; renders beyond PDF_RENDER_THREADS wait, at most PDF_RENDER_QUEUE of
 * them (then 503), and a render past PDF_RENDER_TIMEOUT_MS ends its thread (503).
 */
@Injectable()
export class LetterPdfRenderer implements OnApplicationShutdown {
  private readonly logger = new Logger(LetterPdfRenderer.name);
  private readonly threads: Thread[] = [];
  private readonly waiting: Task[] = [];
  private closed = false;

  constructor(@Inject(CONFIG) private readonly config: NotesConfig) {}

  /** The letter as a PDF; 422 when it is too long to print, 503 when the threads are saturated. */
  async render(letter: Letter): Promise<Buffer> {
    assertPrintable(letter);
    const timer = renderDuration.startTimer();
    const idle = this.threads.some((thread) => !thread.task) || this.threads.length < this.config.PDF_RENDER_THREADS;
    if (this.closed || (!idle && this.waiting.length >= this.config.PDF_RENDER_QUEUE)) {
      timer({ outcome: 'busy' });
      throw new ServiceUnavailableException(PDF_BUSY_MESSAGE);
    }
    try {
      const pdf = await new Promise<Buffer>((resolve, reject) => {
        this.waiting.push({ letter, resolve, reject });
        this.dispatch();
      });
      timer({ outcome: 'rendered' });
      return pdf;
    } catch (err) {
      timer({ outcome: 'failed' });
      throw err;
    }
  }

  private dispatch(): void {
    while (this.waiting.length > 0) {
      const thread = this.threads.find((t) => !t.task) ?? (this.threads.length < this.config.PDF_RENDER_THREADS ? this.spawn() : undefined);
      if (!thread) return;
      const task = this.waiting.shift()!;
      thread.task = task;
      thread.timer = setTimeout(
        () => void this.discard(thread, new ServiceUnavailableException(PDF_TIMEOUT_MESSAGE)),
        this.config.PDF_RENDER_TIMEOUT_MS,
      );
      thread.worker.postMessage({ letter: task.letter } satisfies RenderRequest);
    }
  }

  private spawn(): Thread {
    const { filename, options } = threadEntry();
    const thread: Thread = { worker: new Worker(filename, options) };
    thread.worker.on('message', (reply: RenderReply) => {
      const task = thread.task;
      clearTimeout(thread.timer);
      thread.task = undefined;
      if (reply.error !== undefined) task?.reject(new Error(`PDF render failed: ${reply.error}`));
      else task?.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      this.dispatch();
    });
    thread.worker.on('error', (err) => void this.discard(thread, err));
    thread.worker.on('exit', (code) => void this.discard(thread, new Error(`PDF render thread exited (${code})`)));
    this.threads.push(thread);
    return thread;
  }

  /** Drops a thread that failed, hung or exited (failing its letter) and lets the queue go on. */
  private discard(thread: Thread, reason: Error): Promise<void> {
    const index = this.threads.indexOf(thread);
    if (index === -1) return Promise.resolve();
    this.threads.splice(index, 1);
    clearTimeout(thread.timer);
    if (thread.task) {
      if (!this.closed) this.logger.warn(`letter PDF render failed: ${reason.message}`);
      thread.task.reject(reason);
      thread.task = undefined;
    }
    const terminated = thread.worker.terminate();
    if (!this.closed) this.dispatch();
    return terminated.then(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const shuttingDown = new ServiceUnavailableException(PDF_BUSY_MESSAGE);
    for (const task of this.waiting.splice(0)) task.reject(shuttingDown);
    await Promise.all([...this.threads].map((thread) => this.discard(thread, shuttingDown)));
  }
}

/**
 * The thread's script: the compiled letter-pdf.thread.js beside this file in the build (dist/, and
 * the Docker image); from the TypeScript sources (Jest) the .ts compiled on load with swc, and the
 * @clinote/* libraries from their sources, as Jest does.
 */
function threadEntry(): { filename: string; options: WorkerOptions } {
  // A runaway render ends its thread, not the service.
  const resourceLimits = { maxOldGenerationSizeMb: THREAD_HEAP_MB };
  const compiled = path.join(__dirname, 'letter-pdf.thread.js');
  if (existsSync(compiled)) return { filename: compiled, options: { resourceLimits } };
  return {
    filename: TYPESCRIPT_ENTRY,
    options: {
      eval: true,
      resourceLimits,
      workerData: { entry: path.join(__dirname, 'letter-pdf.thread.ts') },
      execArgv: [...process.execArgv, '--conditions=source'],
    },
  };
}

/** The largest allowed letter needs ~150 MB of heap while pdfmake lays it out. */
const THREAD_HEAP_MB = 512;

const TYPESCRIPT_ENTRY = `
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { workerData } = require('node:worker_threads');
const { transformSync } = createRequire(workerData.entry)('@swc/core');
require.extensions['.ts'] = (module, filename) => {
  const options = { filename, jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } };
  module._compile(transformSync(readFileSync(filename, 'utf8'), options).code, filename);
};
createRequire(workerData.entry)(workerData.entry);
`;
