import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDocuments } from './app-documents.service';
import { contentSecurityPolicy, type CspSources } from '../edge/security-headers';

/** A request for a page of the app (not an asset, an API call or a remote's file). */
export function wantsDocument(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname.startsWith('/api/') || pathname.startsWith('/mfe/')) return false;
  return pathname === '/index.html' || path.posix.extname(pathname) === '';
}

/**
 * The shell route's pre-handler: pages are answered here (rewritten, with a nonce'd CSP); assets go
 * on to the shell's static server. When the shell cannot be reached the proxy answers as before.
 */
export function serveDocuments(documents: AppDocuments, sources: CspSources) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!wantsDocument(request)) return;
    let page: { html: string; nonce: string };
    try {
      page = await documents.render(request.url.split('?')[0]);
    } catch {
      return; // the proxy tries the shell itself and answers 502/503/504 with a message
    }
    await reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(sources, page.nonce))
      .send(page.html);
  };
}
