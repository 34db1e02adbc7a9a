import type { Readable } from 'node:stream';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Below this, compressing costs more than it saves. */
const THRESHOLD_BYTES = 1024;

const isStream = (payload: unknown): payload is Readable => typeof (payload as Readable | null)?.pipe === 'function';

/**
 * Compression of what is not compressed yet: API JSON and pages (brotli at the fast level 4, else
 * gzip; over 1 KB). The static servers send precompressed assets, which pass through untouched.
 * A proxied answer arrives as a stream, whose size @fastify/compress cannot weigh against the
 * threshold, so a small one with a known length is read into a buffer first. Request bodies are
 * never decompressed (no zip bombs at the edge).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (_request, reply, payload) => {
      const length = Number(reply.getHeader('content-length'));
      if (!isStream(payload) || !Number.isFinite(length) || length >= THRESHOLD_BYTES || reply.getHeader('content-encoding'))
        return payload;
      const chunks: Buffer[] = [];
      for await (const chunk of payload) chunks.push(Buffer.from(chunk));
      return Buffer.concat(chunks);
    });
  await app.register(compress as never, { encodings: ['br', 'gzip'], threshold: THRESHOLD_BYTES, globalDecompression: false } as never);
}
