// The OpenAPI document (GET /openapi.json) and a small self-contained page listing its
// operations (GET /docs): no script, no CDN (the network may be closed), CSP-friendly.
//
// The document is a product for partners: every operation says who may call it (security per
// auth kind), what it answers when it fails (the failure envelope per status, derived from the
// route's declaration: auth kind, feature, money-moving, parameters, body) and, on a 429, when to
// try again (Retry-After, as platform/errors.ts sends it). Routes declare nothing of it by hand:
// `routeDocs` derives it from the contract route, once, for platform/route.ts.
import {
  ERROR_CODES,
  failureEnvelopeSchema,
  HEADERS,
  STOCK_API_BASE,
  type RouteAuth,
  type RouteDef,
  type RouteName,
  type RouteSchemas,
} from '@invest/api/contract';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { toJSONSchema } from 'zod';
import { SANE_ID } from './requestId';

type Operation = { summary?: string; tags?: string[]; deprecated?: boolean };
type JsonObject = Record<string, unknown>;
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

/** The statuses a route may answer with the failure envelope (platform/errors.ts). */
export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500;

/** What each failure status means to a caller, with the stable codes it carries. */
const FAILURES: Record<FailureStatus, string> = {
  400:
    'The request was refused: field errors (VALIDATION_FAILED, `errors` lists each field with its ' +
    'code and params), a missing or unknown X-Tenant-Id (BAD_REQUEST), or a rule of the call ' +
    '(its own code).',
  401:
    'Not authenticated: no token, an invalid or expired one (UNAUTHORIZED), or a session that ' +
    'ended (SESSION_EXPIRED, NO_REFRESH_TOKEN, NO_PENDING_SESSION). Refresh once, then sign in again.',
  403:
    'Refused for this caller: the token belongs to another tenant than X-Tenant-Id ' +
    '(TENANT_MISMATCH), the client may not use the feature (PERMISSION_DENIED, `errors[0]` ' +
    'names it), or a step-up proof is required (STEP_UP_REQUIRED).',
  404: 'Nothing of the caller has this id (NOT_FOUND).',
  409:
    'A request with this Idempotency-Key is still being processed (IDEMPOTENCY_IN_FLIGHT), or ' +
    'the state changed meanwhile (its own code).',
  413: 'The request body is too large (PAYLOAD_TOO_LARGE).',
  415: 'The content type is not the one this call takes (UNSUPPORTED_MEDIA_TYPE).',
  422: 'The Idempotency-Key was already used with another body (IDEMPOTENCY_KEY_REUSED).',
  429:
    'Too many attempts (RATE_LIMITED) or a guest quota used up (GUEST_LIMIT_REACHED): try ' +
    'again after Retry-After seconds.',
  500: 'Something went wrong on the server (INTERNAL); nothing secret is in the answer.',
};

/**
 * Who may call, per auth kind (contract route.ts `RouteAuth`): the schemes of `SECURITY_SCHEMES`.
 * `open` calls carry nothing.
 */
const SECURITY: Record<RouteAuth, Array<Record<string, string[]>>> = {
  open: [],
  public: [{ tenant: [] }],
  refresh: [{ tenant: [], refreshToken: [] }],
  user: [{ bearer: [], tenant: [] }],
  mfa: [{ bearer: [], tenant: [] }],
};

const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A short-lived access token from login (or, on the MFA step, the pending-MFA token login ' +
      'answered): a JWS with an explicit type, issuer and audience, verified against an ' +
      'algorithm allow-list, following the JWT best current practices of RFC8725.',
  },
  tenant: {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.tenant,
    description:
      "The tenant (brokerage) of the call. With a token it must be the token's tenant (403 " +
      'TENANT_MISMATCH otherwise).',
  },
  refreshToken: {
    type: 'apiKey',
    in: 'header',
    name: HEADERS.refreshToken,
    description: 'The opaque refresh token; rotated on every use, a reused one ends its session.',
  },
  stockApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description:
      "The stock-data service's key (spec 7), required when the server is configured with one " +
      '(STOCK_API_KEY). A Bearer token, when sent, makes the caller a signed-in client rather ' +
      'than a guest (spec 6 guest quotas).',
  },
} as const;

const AUTH_TEXT: Record<RouteAuth, string> = {
  open: 'No credentials.',
  public: 'No token; X-Tenant-Id names the tenant.',
  refresh: 'No Bearer token: the refresh token travels in X-Refresh-Token (spec 7: no body).',
  user: 'A signed-in client: Authorization: Bearer <access token> and X-Tenant-Id of its tenant.',
  mfa: 'A Bearer access token, or the pending-MFA token that login answered.',
};

/** The documentation of one contract route, as platform/route.ts puts it in the Fastify schema. */
export interface RouteDocs {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  /** Read by `transformObject` below and removed from the document. */
  'x-invest': { failures: FailureStatus[]; moneyMoving: boolean };
}

/** The OpenAPI tag of a path: its first segment ('/auth/app/v1/login' -> 'auth'). */
const tagOf = (path: string) => path.split('/')[1] ?? 'misc';

/** 'depositSubmit' -> 'Deposit submit'. */
const summaryOf = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Failures of routes' services, by route name (`documentFailures`): static facts of the code. */
const serviceFailures = new Map<string, readonly FailureStatus[]>();

/**
 * Declares the failures the services behind some of an area's routes answer, beyond those their
 * declaration implies: `documentFailures({ login: [401, 429] })`. An area calls it once, beside
 * its routes; documentation only.
 */
export function documentFailures(
  failures: Partial<Record<RouteName, readonly FailureStatus[]>>,
): void {
  for (const [name, statuses] of Object.entries(failures))
    serviceFailures.set(name, statuses ?? []);
}

/** Whether a request body takes a step-up proof (contract stepUp.ts `stepUpProofSchema`). */
function hasStepUp(body: RouteSchemas['body']): boolean {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape !== undefined && 'step_up' in shape;
}

/**
 * The documentation of the contract route `name`, derived from its declaration: who may call it,
 * and the failures the platform can answer for it. Those its service adds (a throttled flow's
 * 429, a sign-in's 401) the area declares with `documentFailures`.
 */
export function routeDocs(name: string, def: RouteDef, schemas: RouteSchemas): RouteDocs {
  const failures = new Set<FailureStatus>([400, 500]);
  if (def.auth === 'user' || def.auth === 'mfa' || def.auth === 'refresh') failures.add(401);
  // a token's tenant must equal X-Tenant-Id; a feature may be refused (spec 6)
  if (def.auth === 'user' || def.auth === 'mfa' || def.feature !== undefined) failures.add(403);
  if (schemas.params !== undefined) failures.add(404);
  if (def.method !== 'GET') failures.add(413).add(415);
  if (def.moneyMoving === true) failures.add(409).add(422);
  const stock = def.path.startsWith(`${STOCK_API_BASE}/`);
  // the stock-data service's key, when the server has one (spec 7)
  if (stock) failures.add(401);
  // a step-up proof: 403 STEP_UP_REQUIRED without it, and wrong proofs are
  // throttled per account like the password and PIN they are
  const stepUp = def.stepUp !== undefined || hasStepUp(schemas.body);
  if (stepUp) failures.add(403).add(429);
  const lines = [AUTH_TEXT[def.auth]];
  if (def.feature !== undefined) {
    lines.push(
      `Needs the feature \`${def.feature}\` (spec 6 Feature access): 403 PERMISSION_DENIED otherwise.`,
    );
  }
  if (def.multipart === true) lines.push('The body is multipart/form-data.');
  if (stepUp) {
    lines.push(
      'A sensitive action: `step_up` carries the proof the security overview asks for; 403 ' +
        'STEP_UP_REQUIRED names it when missing.',
    );
  }
  if (def.moneyMoving === true) {
    lines.push(
      'Moves money: send an Idempotency-Key. The same key and body answer the first answer again ' +
        '(Idempotent-Replayed: true) with exactly one effect; the same key with another body is ' +
        '422, a key still in flight 409.',
    );
  }
  return {
    operationId: name,
    summary: summaryOf(name),
    description: lines.join('\n\n'),
    tags: [tagOf(def.path)],
    security: stock ? [{ stockApiKey: [] }, {}] : SECURITY[def.auth],
    'x-invest': {
      failures: [...failures].sort((a, b) => a - b),
      moneyMoving: def.moneyMoving === true,
    },
  };
}

/** Response headers, by name, as the platform sends them. */
const RESPONSE_HEADERS = {
  'X-Request-Id': {
    description:
      "The request's id (the caller's X-Request-Id when valid, else one the server made); every " +
      'log line about the request carries it.',
    schema: { type: 'string', minLength: 8, maxLength: 64, pattern: SANE_ID.source },
  },
  'Access-Control-Allow-Origin': {
    description: 'Present when the Origin is one of the configured CORS origins (CORS_ORIGINS).',
    schema: { type: 'string', maxLength: 2048, format: 'uri' },
  },
  'Retry-After': {
    description: 'Seconds to wait before the next attempt.',
    required: true,
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 86_400 },
  },
  'Idempotent-Replayed': {
    description: 'true when this is the stored answer of an earlier request with the same key.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;

const headerRef = (name: keyof typeof RESPONSE_HEADERS) => ({
  $ref: `#/components/headers/${name}`,
});

const IDEMPOTENCY_KEY_PARAMETER = {
  name: HEADERS.idempotencyKey,
  in: 'header',
  required: true,
  description:
    'One key per intended effect (a UUID, typically): 1 to 255 visible ASCII characters.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
};

/** The failure envelope (contract envelope.ts) as JSON Schema, with what its codes look like. */
function failureSchema(): JsonObject {
  const { $schema: _, ...schema } = toJSONSchema(failureEnvelopeSchema) as JsonObject;
  const properties = schema.properties as Record<string, JsonObject>;
  properties.code = {
    ...properties.code,
    pattern: '^[A-Z][A-Z0-9_]*$',
    description:
      'A stable code a client translates; the known ones: ' +
      `${ERROR_CODES.join(', ')}. A newer server may send one not listed yet.`,
  };
  properties.message = { ...properties.message, description: 'A readable fallback text.' };
  return schema;
}

/**
 * Per route (before @fastify/swagger reads it): zod schemas become JSON Schema, and a 2xx answer
 * sits inside the success envelope, as on the wire.
 */
export const openApiTransform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const response = (out.schema as { response?: Record<string, JsonObject> } | undefined)?.response;
  if (response) {
    for (const [status, schema] of Object.entries(response)) {
      if (!/^2\d\d$/.test(status) || status === '204' || 'content' in schema) continue;
      response[status] = {
        type: 'object',
        required: ['success', 'data'],
        properties: { success: { type: 'boolean', const: true }, data: schema },
      };
    }
  }
  return out;
};

const METHOD_NAMES = new Set(METHODS);

/** 'get' '/stock-api/stream' -> 'getStockApiStream': for the few routes outside the contract. */
const operationIdOf = (method: string, path: string) =>
  method +
  path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** Every schema object of a document, depth first. */
function* schemaObjects(node: unknown): Generator<JsonObject> {
  if (Array.isArray(node)) {
    for (const item of node) yield* schemaObjects(item);
  } else if (node !== null && typeof node === 'object') {
    yield node as JsonObject;
    for (const value of Object.values(node)) yield* schemaObjects(value);
  }
}

const INT32 = 2 ** 31;

/**
 * The whole document, once built: the failure answers and headers of every operation (from its
 * `x-invest` declaration, or the platform's own 400 and 500 for a route outside the contract),
 * the Idempotency-Key of money-moving calls, the tags of the areas, and each integer's format
 * from its own bounds.
 */
export function completeDocument(doc: JsonObject): JsonObject {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, JsonObject>>;
  const tags = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHOD_NAMES.has(method)) continue;
      const invest = (op['x-invest'] as RouteDocs['x-invest'] | undefined) ?? {
        failures: [400, 500],
        moneyMoving: false,
      };
      delete op['x-invest'];
      const failures = [
        ...new Set([...invest.failures, ...(serviceFailures.get(String(op.operationId)) ?? [])]),
      ].sort((a, b) => a - b);
      op.operationId ??= operationIdOf(method, path);
      op.tags ??= [tagOf(path)];
      op.summary ??= summaryOf(String(op.operationId));
      op.description ??= op.summary;
      for (const tag of op.tags as string[]) tags.add(tag);
      const responses = (op.responses ?? {}) as Record<string, JsonObject>;
      for (const [status, answer] of Object.entries(responses)) {
        answer.headers = {
          ...(answer.headers as JsonObject | undefined),
          'X-Request-Id': headerRef('X-Request-Id'),
          'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
          ...(invest.moneyMoving && status.startsWith('2')
            ? { 'Idempotent-Replayed': headerRef('Idempotent-Replayed') }
            : {}),
        };
      }
      for (const status of failures) {
        responses[status] = {
          description: FAILURES[status],
          headers: {
            'X-Request-Id': headerRef('X-Request-Id'),
            'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
            ...(status === 429 ? { 'Retry-After': headerRef('Retry-After') } : {}),
          },
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/Failure' } },
          },
        };
      }
      op.responses = responses;
      if (invest.moneyMoving) {
        op.parameters = [
          ...((op.parameters as unknown[] | undefined) ?? []),
          IDEMPOTENCY_KEY_PARAMETER,
        ];
      }
    }
  }
  for (const schema of schemaObjects(doc.paths)) {
    const type = schema.type;
    const integer = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
    if (!integer || schema.format !== undefined) continue;
    const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
    const fits32 =
      minimum !== undefined && maximum !== undefined && minimum >= -INT32 && maximum < INT32;
    schema.format = fits32 ? 'int32' : 'int64';
  }
  const components = (doc.components ?? {}) as JsonObject;
  return {
    ...doc,
    tags: [...tags].sort().map((name) => ({
      name,
      description: `The ${name} area: the calls under /${name}.`,
    })),
    components: {
      ...components,
      securitySchemes: SECURITY_SCHEMES,
      headers: RESPONSE_HEADERS,
      schemas: { ...(components.schemas as JsonObject | undefined), Failure: failureSchema() },
    },
  };
}

/** The @fastify/swagger options of the app (app.ts). */
export const swaggerOptions = (): FastifyDynamicSwaggerOptions => ({
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Invest API',
      version: '0.0.0',
      description:
        'The Invest brokerage API. JSON over HTTP: a success is `{ success: true, data }`, a ' +
        'failure `{ success: false, message, code, errors? }` with a stable code. Money is a ' +
        'decimal string, times are ISO-8601 UTC, ids are opaque strings.',
    },
    // OWASP API9: a server says whom it is for; partners are its audience
    servers: [
      {
        url: '/',
        description: 'The server that served this document (local, staging or production alike).',
        'x-internal': false,
      } as { url: string; description: string },
    ],
    components: { securitySchemes: SECURITY_SCHEMES },
  },
  transform: openApiTransform,
  transformObject: (document) =>
    'openapiObject' in document
      ? (completeDocument(document.openapiObject as JsonObject) as typeof document.openapiObject)
      : document.swaggerObject,
});

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
  // the docs page and its style sheet are a document (security.ts: its headers)
  const page = { ...raw, answers: 'document' } as const;
  app.get('/docs', { schema: { hide: true }, config: page }, async (_req, reply) => {
    return reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as OpenApiDoc));
  });
  app.get('/docs/docs.css', { schema: { hide: true }, config: page }, async (_req, reply) => {
    return reply.type('text/css; charset=utf-8').send(CSS);
  });
}
