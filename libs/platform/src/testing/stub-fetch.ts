/** What the stubbed server answers for one request. */
export interface StubbedAnswer {
  status?: number;
  body?: unknown;
  /** Response headers besides the JSON content type (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}

/** "METHOD /path" → the answer (or a function of the request, possibly async). */
export type StubbedRoutes = Record<string, StubbedAnswer | ((request: Request) => StubbedAnswer | Promise<StubbedAnswer>)>;

/**
 * Replaces the browser's fetch — the boundary between the front end and the gateway — with a
 * table of answers. Unknown routes answer 404. Returns the requests made, for assertions.
 */
export function stubFetch(routes: StubbedRoutes): { requests: Request[] } {
  const requests: Request[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request && !init ? input : new Request(input, init);
    requests.push(request);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    const answer = typeof route === 'function' ? await route(request) : (route ?? { status: 404, body: { message: 'Not Found' } });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { requests };
}
