import { createHash } from 'node:crypto';
import type { OpenApiDocument } from '@clinote/contracts';

/** The page's only style, allowed by its hash (no 'unsafe-inline', no nonce to hand out). */
const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:16px;color:#1f2328}
h1{font-size:28px}h2{font-size:22px;margin-top:32px;border-bottom:1px solid #d0d7de}h3{font-size:16px;margin:20px 0 4px}
code,pre{font:13px/1.45 ui-monospace,monospace}pre{background:#f6f8fa;padding:8px;overflow:auto;max-height:24em}
.method{display:inline-block;min-width:4.5em;font-weight:700;text-transform:uppercase}details{margin:4px 0}`;

export const API_DOCS_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The docs page's own policy: nothing but its hashed style; no script at all. */
export const API_DOCS_POLICY = `default-src 'none'; style-src ${API_DOCS_STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const pretty = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

/**
 * GET /api/docs: the OpenAPI document as a page a person reads (issue 26), written on the server from
 * the same document as /api/docs/openapi.json: per tag, each operation's method, path, who may call
 * it, what it takes and what it answers, then the schemas. No script, one hashed style: it passes the
 * gateway's strict policy as it is.
 */
export function apiDocsPage(doc: OpenApiDocument): string {
  const sections = doc.tags.map((tag) => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => (operation.tags as string[]).includes(tag.name))
        .map(([method, operation]) => {
          const o = operation as {
            summary: string;
            description: string;
            parameters: unknown[];
            requestBody?: unknown;
            responses: Record<string, unknown>;
          };
          return `<h3 id="${escape(String((operation as { operationId: string }).operationId))}"><span class="method">${escape(method)}</span> <code>${escape(path)}</code></h3>
<p>${escape(o.summary)} ${escape(o.description)}</p>
${o.parameters.length ? `<details><summary>Parameters</summary>${pretty(o.parameters)}</details>` : ''}
${o.requestBody ? `<details><summary>Request body</summary>${pretty(o.requestBody)}</details>` : ''}
<details><summary>Answers: ${escape(Object.keys(o.responses).join(', '))}</summary>${pretty(o.responses)}</details>`;
        }),
    );
    return `<section aria-labelledby="tag-${escape(tag.name)}"><h2 id="tag-${escape(tag.name)}">${escape(tag.name)}</h2><p>${escape(tag.description)}</p>${operations.join('\n')}</section>`;
  });
  const schemas = Object.entries(doc.components.schemas)
    .map(
      ([name, schema]) => `<details id="schema-${escape(name)}"><summary><code>${escape(name)}</code></summary>${pretty(schema)}</details>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(doc.info.title)}</h1>
<p>${escape(doc.info.description)} OpenAPI ${escape(doc.openapi)}: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a>.</p>
${sections.join('\n')}
<section aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>${schemas}</section>
</main></body></html>`;
}
