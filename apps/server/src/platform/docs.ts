// The OpenAPI document (GET /openapi.json) and a small self-contained page listing its
// operations (GET /docs): no script, no CDN (the network may be closed), CSP-friendly.
import type { FastifyInstance } from 'fastify';

type Operation = { summary?: string; tags?: string[]; deprecated?: boolean };
type OpenApiDoc = {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const CSS = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .6rem;border-bottom:1px solid #ddd}
code{font-family:ui-monospace,monospace}.m{font-weight:600;text-transform:uppercase}`;

export function renderDocsPage(doc: OpenApiDoc): string {
  const rows: string[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      rows.push(
        `<tr><td class="m">${method}</td><td><code>${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(op.summary ?? '')}</td><td>${escapeHtml((op.tags ?? []).join(', '))}</td></tr>`,
      );
    }
  }
  const title = escapeHtml(`${doc.info?.title ?? 'API'} ${doc.info?.version ?? ''}`.trim());
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<link rel="stylesheet" href="/docs/docs.css"></head><body><h1>${title}</h1>
<p>The full document: <a href="/openapi.json">/openapi.json</a></p>
<table><thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Tags</th></tr></thead>
<tbody>${rows.join('\n')}</tbody></table></body></html>`;
}

export function registerDocsRoutes(app: FastifyInstance): void {
  const raw = { envelope: false };
  app.get('/openapi.json', { schema: { hide: true }, config: raw }, async (_req, reply) => {
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
  app.get('/docs', { schema: { hide: true }, config: raw }, async (_req, reply) => {
    return reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as OpenApiDoc));
  });
  app.get('/docs/docs.css', { schema: { hide: true }, config: raw }, async (_req, reply) => {
    return reply.type('text/css; charset=utf-8').send(CSS);
  });
}
