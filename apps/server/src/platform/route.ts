// One way to declare an endpoint: its method, path and schemas come from the shared contract
// (`@invest/api/contract`), its authentication from the route's `auth` mode. Handlers receive
// the validated body/query/params and who is calling; they return the `data` of the envelope.
// What a route declares is enforced here, so no area wires it by hand: `feature` (spec 6),
// `moneyMoving` (the Idempotency-Key, platform/idempotency.ts) and `stepUp` (platform/stepUp.ts).
import {
  HEADERS,
  routes,
  schemas,
  type RouteAuth,
  type RouteDef,
  type RouteName,
  type RouteSchemas,
  type StepUpProof,
} from '@invest/api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import type { Kysely } from 'kysely';
import type { ZodType, infer as Infer, input as Input } from 'zod';
import type { AuthCache } from './auth/authCache';
import type { AccessClaims, MfaClaims, TokenService } from './auth/tokens';
import { MFA_TYP, type Clock } from './auth/tokens';
import type { Config } from '../config';
import type { Database, User } from '../db/schema';
import { routeDocs } from './docs';
import { AppError } from './errors';
import { requireFeature } from './features';
import {
  answerIdempotently,
  isReplay,
  requireIdempotencyKey,
  type AnswerIdempotently,
  type KeyAnswer,
} from './idempotency';
import { bindStepUp, stepUpProofOf, type StepUp, type StepUpVerifier } from './stepUp';
import { unitOfWork } from './unitOfWork';

/** What every area gets: the database, the configuration, the token service and the clock. */
export interface AppDeps {
  db: Kysely<Database>;
  config: Config;
  tokens: TokenService;
  clock: Clock;
  /** Verified access tokens with their session and user, for a few seconds (auth/authCache.ts). */
  authCache: AuthCache<{ auth: AuthedUser }>;
  /** The check of a step-up proof (areas/security), for the routes that declare `stepUp`. */
  verifyStepUp: StepUpVerifier;
}

/** The authenticated caller of a `user` route. */
export interface AuthedUser {
  tenantId: string;
  userId: string;
  sessionId: string;
  user: User;
}

/** The caller of an `mfa` route: a pending login, or a signed-in user binding MFA. */
export type MfaCaller = { kind: 'pending'; claims: MfaClaims } | { kind: 'user'; auth: AuthedUser };

type Schemas<N extends RouteName> = (typeof schemas)[N];
type Part<N extends RouteName, K extends keyof RouteSchemas> =
  Schemas<N> extends Record<K, infer S extends ZodType> ? Infer<S> : undefined;
type Answer<N extends RouteName> =
  Schemas<N> extends { response: infer S extends ZodType } ? Input<S> : unknown;
type AuthOf<N extends RouteName> = (typeof routes)[N]['auth'];
type Def<N extends RouteName> = (typeof routes)[N];
/** The step-up a handler hands to its service: a declared action, unless the route moves money. */
type StepUpOf<N extends RouteName> =
  Def<N> extends { stepUp: infer A extends NonNullable<RouteDef['stepUp']> }
    ? Def<N> extends { moneyMoving: true }
      ? undefined
      : StepUp<A>
    : undefined;

export interface RouteContext<N extends RouteName, I = undefined> {
  body: Part<N, 'body'>;
  query: Part<N, 'query'>;
  params: Part<N, 'params'>;
  /** The tenant of the call (from the token for `user` routes, else from X-Tenant-Id). */
  tenantId: AuthOf<N> extends 'open' ? string | undefined : string;
  auth: AuthOf<N> extends 'user' ? AuthedUser : undefined;
  mfa: AuthOf<N> extends 'mfa' ? MfaCaller : undefined;
  /**
   * The declared step-up, bound to the caller and the request's proof: the service runs it on
   * its handle where its rules ask for the proof. A money-moving route's step-up has run before
   * its handler (undefined here).
   */
  stepUp: StepUpOf<N>;
  /** What `prepare` read (the route's options). */
  input: I;
  /**
   * A money-moving route's Idempotency-Key answer, for a handler that writes it in its own last
   * statement (platform/idempotency.ts `KeyAnswer`); undefined for other routes.
   */
  keyAnswer: KeyAnswer | undefined;
  /** For a money-moving route: the handle is the effect's transaction, its key's record in it. */
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A handler answers with a promise, or with its answer itself when it has it at once (a read
 * that found everything in memory): then the answer is sent in the same turn, with no promise.
 */
export type RouteHandler<N extends RouteName, I = undefined> = (
  ctx: RouteContext<N, I>,
) => Answer<N> | Promise<Answer<N>>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    invest?: { tenantId?: string; auth?: AuthedUser; mfa?: MfaCaller };
  }
}

const TENANT_ID = /^[a-z0-9][a-z0-9_-]{0,39}$/;

/** Node's names of the headers read on every authenticated call (it keeps them lower-cased). */
const TENANT_HEADER = HEADERS.tenant.toLowerCase();

/** A request header by its lower-case name, when present and not empty. */
function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

const BEARER_TOKEN = /^[A-Za-z0-9._~+/=-]{10,4096}$/;

/**
 * The token of an Authorization header, unchecked: undefined without a header; throws for
 * another scheme. RFC 9110 11.1: the auth scheme is case-insensitive ('bearer', 'BEARER'), then
 * one or more spaces; the scheme is compared on its own so that the token's pattern needs no case
 * folding.
 */
function bearerCandidate(request: FastifyRequest): string | undefined {
  const value = header(request, 'authorization');
  if (value === undefined) return undefined;
  if (value.length < 8 || value.slice(0, 7).toLowerCase() !== 'bearer ') {
    throw AppError.unauthorized();
  }
  let start = 7;
  while (value.charCodeAt(start) === 32) start += 1;
  return value.slice(start);
}

function bearer(request: FastifyRequest): string | undefined {
  const token = bearerCandidate(request);
  if (token !== undefined && !BEARER_TOKEN.test(token)) throw AppError.unauthorized();
  return token;
}

/** Tenants known to exist, cached for a minute (they are created, never deleted). */
const knownTenants = new WeakMap<Kysely<Database>, Map<string, number>>();
const TENANT_CACHE_MS = 60_000;

async function requireTenant(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const id = header(request, TENANT_HEADER);
  if (id === undefined) throw AppError.badRequest('X-Tenant-Id is required.');
  if (!TENANT_ID.test(id)) throw AppError.badRequest('Unknown tenant.');
  let cache = knownTenants.get(deps.db);
  if (!cache) knownTenants.set(deps.db, (cache = new Map()));
  const seen = cache.get(id);
  const now = deps.clock().getTime();
  if (seen !== undefined && now - seen < TENANT_CACHE_MS) return id;
  const row = await deps.db
    .selectFrom('tenants')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw AppError.badRequest('Unknown tenant.');
  cache.set(id, now);
  return id;
}

/**
 * Verifies an access token and loads its user and live session in one query. The token's tenant
 * must equal X-Tenant-Id (ARCHITECTURE 'Tenancy': 403 otherwise).
 */
export async function authenticateAccess(
  deps: AppDeps,
  request: FastifyRequest,
  token: string,
): Promise<AuthedUser> {
  const now = deps.clock().getTime();
  const cached = deps.authCache.get(token, now);
  if (cached) {
    if (header(request, TENANT_HEADER) !== cached.auth.tenantId) throw AppError.tenantMismatch();
    return cached.auth;
  }
  // what the cache keeps matched the pattern (knownCaller relies on it), whoever passed it here
  if (!BEARER_TOKEN.test(token)) throw AppError.unauthorized();
  // the calls that ask with this token meanwhile share one verification and one query; each
  // checks its own X-Tenant-Id, after the signature as before, and before the session
  const { claims, auth } = await deps.authCache.shared(token, () => loadAccess(deps, token, now));
  if (header(request, TENANT_HEADER) !== claims.tid) throw AppError.tenantMismatch();
  if (auth === undefined) throw AppError.unauthorized('Session expired.');
  return auth;
}

/**
 * The claims of a valid access token and its live session's user (undefined when the session
 * ended), kept in the auth cache: what depends on the token alone, not on the request.
 */
async function loadAccess(
  deps: AppDeps,
  token: string,
  now: number,
): Promise<{ claims: AccessClaims; auth: AuthedUser | undefined }> {
  const epoch = deps.authCache.epoch;
  const claims = await deps.tokens.verifyAccess(token);
  const row = await deps.db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .selectAll('u')
    .select('s.expires_at as session_expires_at')
    .where('s.id', '=', claims.sid)
    .where('s.user_id', '=', claims.sub)
    .where('s.tenant_id', '=', claims.tid)
    .where('u.tenant_id', '=', claims.tid)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', deps.clock())
    .executeTakeFirst();
  if (!row) return { claims, auth: undefined };
  const { session_expires_at: sessionExpiresAt, ...user } = row;
  const auth = { tenantId: claims.tid, userId: claims.sub, sessionId: claims.sid, user };
  const until = Math.min(sessionExpiresAt.getTime(), (claims.exp ?? 0) * 1000);
  deps.authCache.set(token, { auth }, now, until, epoch);
  return { claims, auth };
}

/**
 * The caller of a `user` route whose token this process verified within AUTH_CACHE_TTL_MS, with
 * no write to its session or user here since (the auth cache): found without a promise. Undefined
 * when the cache does not know the token; refuses as authenticateAccess does.
 */
function knownCaller(deps: AppDeps, request: FastifyRequest): AuthedUser | undefined {
  const token = bearerCandidate(request);
  if (token === undefined) throw AppError.unauthorized();
  // the cache holds only tokens that matched the pattern and passed their signature check, so
  // a known token skips the pattern; an unknown one is checked before anything else reads it
  const cached = deps.authCache.get(token, deps.clock().getTime());
  if (!cached) {
    if (!BEARER_TOKEN.test(token)) throw AppError.unauthorized();
    return undefined;
  }
  if (header(request, TENANT_HEADER) !== cached.auth.tenantId) throw AppError.tenantMismatch();
  return cached.auth;
}

async function authenticate(deps: AppDeps, request: FastifyRequest, mode: RouteAuth) {
  switch (mode) {
    case 'open':
      return {};
    case 'public':
      return { tenantId: await requireTenant(deps, request) };
    case 'refresh': {
      const tenantId = await requireTenant(deps, request);
      return { tenantId };
    }
    case 'user': {
      const token = bearer(request);
      if (token === undefined) throw AppError.unauthorized();
      const auth = await authenticateAccess(deps, request, token);
      return { tenantId: auth.tenantId, auth };
    }
    case 'mfa': {
      const token = bearer(request);
      if (token === undefined) throw AppError.noPendingSession();
      let typ: unknown;
      try {
        typ = decodeProtectedHeader(token).typ;
      } catch {
        throw AppError.unauthorized();
      }
      if (typ === MFA_TYP) {
        const claims = await deps.tokens.verifyMfa(token);
        if (header(request, TENANT_HEADER) !== claims.tid) throw AppError.tenantMismatch();
        return { tenantId: claims.tid, mfa: { kind: 'pending', claims } as MfaCaller };
      }
      const auth = await authenticateAccess(deps, request, token);
      return { tenantId: auth.tenantId, mfa: { kind: 'user', auth } as MfaCaller };
    }
  }
}

export interface RouteOptions<N extends RouteName, I = undefined> extends Pick<
  RouteShorthandOptions,
  'bodyLimit' | 'config'
> {
  /**
   * Reads what the handler needs before any unit of work (a multipart form: `input`) and, for a
   * money-moving route, what identifies the request besides its key (`hashed`; default: the
   * body without its `step_up` proof, which is never part of the stored request hash).
   */
  prepare?: (ctx: RouteContext<N>) => Promise<{ input?: I; hashed?: unknown }>;
  /** Where a step-up route's proof is in its body (default `step_up`). */
  stepUpProof?: (body: Part<N, 'body'>) => StepUpProof | undefined;
  /**
   * A money-moving route's check of the caller's state before the effect (a session's trading
   * unlock), run like its step-up: never on a replay of an answered key, and a refusal is never
   * stored as the key's answer.
   */
  guard?: (ctx: RouteContext<N, I>) => Promise<void>;
  /**
   * The guard only reads (it counts or keeps nothing): it runs first, and the key is looked up
   * for an answer to replay only when it refuses, instead of before every request (one read of
   * the key fewer for a new request). Not with a step-up, which never runs on a replay.
   */
  guardReadsOnly?: boolean;
  /**
   * How a money-moving route's calls are answered once checked (default `answerIdempotently`,
   * each in a transaction of its own): an area may answer several in one (a group commit).
   */
  answerWith?: AnswerIdempotently;
}

/** The body without its step-up proof: what identifies a money-moving request by default. */
function withoutProof(body: unknown): unknown {
  if (body === null || typeof body !== 'object') return body;
  const { step_up: _proof, ...rest } = body as Record<string, unknown>;
  return rest;
}

/**
 * Registers the contract route `name` with `handler`. `options` may raise the body limit
 * (uploads), add route config, read a body before the handler (`prepare`) or say where the
 * step-up proof is. Its OpenAPI documentation is derived from the contract route (platform/docs.ts
 * `routeDocs`).
 */
export function route<N extends RouteName, I = undefined>(
  app: FastifyInstance,
  name: N,
  handler: RouteHandler<N, NoInfer<I>>,
  options: RouteOptions<N, I> = {},
): void {
  const def: RouteDef = routes[name];
  const s = schemas[name] as RouteSchemas;
  const { feature, moneyMoving, stepUp } = def;
  const {
    prepare,
    stepUpProof,
    guard,
    guardReadsOnly,
    answerWith = answerIdempotently,
    ...fastifyOptions
  } = options;
  if (guardReadsOnly && stepUp !== undefined) {
    throw new Error(`${name}: a step-up never runs on a replay; its guard is looked up after it`);
  }
  if (feature !== undefined && def.auth !== 'user') {
    throw new Error(`${name}: a feature needs a signed-in client (auth 'user')`);
  }
  if ((moneyMoving || stepUp !== undefined) && def.auth !== 'user') {
    throw new Error(`${name}: money and the step-up need a signed-in client (auth 'user')`);
  }
  if (moneyMoving && def.method !== 'POST') throw new Error(`${name}: money moves by POST`);
  const checkCaller = async (request: FastifyRequest) => {
    request.invest = await authenticate(app.deps, request, def.auth);
    if (feature !== undefined) await requireFeature(app.deps.db, request.invest.auth!, feature);
    if (moneyMoving) requireIdempotencyKey(request);
  };
  /** The declared step-up bound to the caller and the request's proof (none without one). */
  const stepUpOf = (request: FastifyRequest) =>
    stepUp === undefined
      ? undefined
      : bindStepUp(
          app.deps.verifyStepUp,
          stepUp,
          request.invest!.auth!,
          stepUpProof ? stepUpProof(request.body as Part<N, 'body'>) : stepUpProofOf(request.body),
          request,
        );
  /** What a handler is given, from the request the hooks prepared. */
  const contextOf = (
    request: FastifyRequest,
    reply: FastifyReply,
    bound: ReturnType<typeof stepUpOf>,
  ): RouteContext<N> => {
    const invest = request.invest ?? {};
    const deps = app.deps;
    return {
      body: request.body,
      query: request.query,
      params: request.params,
      tenantId: invest.tenantId,
      auth: invest.auth,
      mfa: invest.mfa,
      stepUp: moneyMoving ? undefined : bound,
      input: undefined,
      keyAnswer: undefined,
      deps,
      request,
      reply,
    } as RouteContext<N>;
  };
  app.route({
    ...fastifyOptions,
    method: def.method,
    url: def.path,
    schema: {
      ...routeDocs(name, def, s),
      ...(s.body ? { body: s.body } : {}),
      ...(s.query ? { querystring: s.query } : {}),
      ...(s.params ? { params: s.params } : {}),
      ...(s.response ? { response: { 200: s.response } } : {}),
    },
    // authenticate before the body is validated: an anonymous caller learns nothing of the schema;
    // spec 6: a route's feature is checked there too, before any proof, key or money is touched
    // and a money-moving call without its Idempotency-Key is refused before its body is read
    onRequest: (request, _reply, done) => {
      // the usual call, a caller the auth cache knows on a route without a feature, is answered
      // in this turn: no promise, no microtask
      if (def.auth === 'user' && feature === undefined) {
        let auth: AuthedUser | undefined;
        try {
          auth = knownCaller(app.deps, request);
          if (auth !== undefined) {
            request.invest = { tenantId: auth.tenantId, auth };
            if (moneyMoving) requireIdempotencyKey(request);
          }
        } catch (error) {
          done(error as Error);
          return;
        }
        if (auth !== undefined) {
          done();
          return;
        }
      }
      checkCaller(request).then(() => done(), done);
    },
    // a read or write without prepare, step-up or key (most routes) returns its handler's own
    // promise: no async wrapper around it, one promise and its turns fewer for every answer
    handler:
      prepare === undefined && stepUp === undefined && !moneyMoving
        ? (request, reply) => {
            const answer = handler(contextOf(request, reply, undefined) as RouteContext<N, I>);
            // Fastify sends what a handler returns, but waits for `reply.send` when that is
            // undefined: an answer of nothing is sent here, as an async handler's would be
            // (unless the handler sent its answer itself)
            if (answer === undefined) {
              if (reply.sent) return;
              void reply.send(undefined);
              return;
            }
            return answer;
          }
        : async (request, reply) => {
            const deps = app.deps;
            const bound = stepUpOf(request);
            const ctx = contextOf(request, reply, bound);
            const auth = ctx.auth as AuthedUser;
            const prepared = prepare ? await prepare(ctx) : {};
            // without `prepare` the context is complete as it is (its input undefined)
            const ready = (prepare ? { ...ctx, input: prepared.input } : ctx) as RouteContext<N, I>;
            if (!moneyMoving) return handler(ready);
            const call = {
              db: deps.db,
              scope: { tenantId: auth.tenantId, userId: auth.userId },
              request,
              hashed: 'hashed' in prepared ? prepared.hashed : withoutProof(request.body),
            };
            // the step-up before the effect, in a unit of work of its own: a wrong proof is counted
            // and kept (429 after too many) and a refusal is never stored as the key's answer; a retry
            // of an answered key replays it without a new proof (a code is one-time)
            if (guard !== undefined && guardReadsOnly) {
              try {
                await guard(ready);
              } catch (error) {
                // an answered key replays whatever the caller's state now (the unlock lapsed since)
                if (!(await isReplay(call))) throw error;
              }
            } else if ((bound !== undefined || guard !== undefined) && !(await isReplay(call))) {
              if (bound !== undefined) await unitOfWork(deps, (tx) => bound(tx));
              if (guard !== undefined) await guard(ready);
            }
            return answerWith(call, reply, async (trx, keyAnswer) =>
              handler({ ...ready, deps: { ...deps, db: trx }, keyAnswer }),
            );
          },
  });
}
