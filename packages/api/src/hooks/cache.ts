// The one cache of the server's answers: SWR's, shared by the hooks and by what runs outside
// React (the navigation guard, the boot checks). The spec's lifetimes (profile 30 s, KYC check
// 60 s, permissions 5 minutes: CACHE_LIFETIMES) are the hooks' SWR options and the age `load`
// accepts; signed-in data leaves the cache on logout, and the profile, permissions and KYC
// status are reloaded on login (spec 4, 6). No React here: ApiProvider connects SWR's mutate.
import {
  afterFailedKycCheck,
  mapKycAnswer,
  toClientPermissions,
  type ClientPermissions,
  type KycStatus,
} from '@invest/domain';
import { unstable_serialize, type Cache, type ScopedMutator, type State } from 'swr';
import type { ApiClient } from '../client';
import type { ClientConfig } from '../contract/client';
import type { KycVerified } from '../contract/kyc';
import { routes } from '../contract/routes';
import { ApiError, CLIENT_ERROR_CODES, isRecord } from '../errors';
import type { Session } from '../session';
import { yieldToBrowser } from '../yieldToBrowser';
import type { RouteResponse } from '../types';
import {
  CACHE_LIFETIMES,
  isKeyOf,
  isUserKey,
  queryKeys,
  type PlainQueryName,
  type QueryKey,
  type QueryName,
} from './keys';

export interface LoadOptions {
  /** Ask the server even when the cached answer is within its lifetime. */
  force?: boolean;
}

export interface ApiCacheOptions {
  client: ApiClient;
  /** The session whose profile reads feed its auth state, and whose logins and logouts clear. */
  session?: Session | null;
  /** The clock, ms since the epoch (the age of an answer). */
  now?: () => number;
}

export interface ApiCache {
  /** SWR's cache: ApiProvider hands it to SWR. */
  readonly swrCache: Cache;
  /** The fetcher of every read: the hooks' and `load`'s. */
  fetch<N extends QueryName>(key: QueryKey): Promise<RouteResponse<N>>;
  /** The cached answer of `name` (of `key`, for a read with inputs), if any. */
  read<N extends PlainQueryName>(name: N): RouteResponse<N> | undefined;
  read<N extends QueryName>(name: N, key: QueryKey): RouteResponse<N> | undefined;
  /** The answer of `name`: the cached one within its lifetime (CACHE_LIFETIMES), else the server's. */
  load<N extends PlainQueryName>(name: N, options?: LoadOptions): Promise<RouteResponse<N>>;
  /** spec 3/6: the permissions in the cache, null until loaded. */
  readonly permissions: ClientPermissions | null;
  /** spec 4: the KYC status ('unknown' until checked; a failed first check reads 'unverified'). */
  readonly kycStatus: KycStatus;
  /** spec 6: loads the permissions (cached 5 minutes, reloaded on login). */
  loadPermissions(options?: LoadOptions): Promise<ClientPermissions>;
  /** spec 4: checks the KYC status (cached 60 s); a failed check keeps the old value. */
  checkKyc(options?: LoadOptions): Promise<KycStatus>;
  /** ApiProvider: SWR's mutate for this cache, so that loads and clears reach mounted hooks. */
  connect(mutate: ScopedMutator): () => void;
  /** Follows the session (logout clears, login reloads); counted, so several followers share one. */
  follow(): () => void;
}

/** A cache entry: SWR's state and the key it was made from (`_k`, which SWR's `mutate(filter)` reads). */
type Entry = State & { _k?: unknown };

/** spec 4/6: what a login reloads (the profile, the permissions and the KYC check). */
const RELOADED_ON_LOGIN: readonly PlainQueryName[] = ['clientInfo', 'clientConfig', 'kycVerified'];

/** The reads signed in with the session's token: they leave the cache when it ends. */
export const userResources = (): QueryName[] =>
  (Object.keys(queryKeys) as QueryName[]).filter((name) => isUserKey([name]));

export function createApiCache({ client, session = null, now = Date.now }: ApiCacheOptions) {
  const entries = new Map<string, Entry>();
  /** When each key's answer last arrived (the age `load` compares with the lifetime). */
  const fetchedAt = new Map<string, number>();
  const inFlight = new Map<string, Promise<unknown>>();
  const mutators = new Set<ScopedMutator>();
  let kycCheckFailed = false;
  let following = 0;
  let unfollow: (() => void) | null = null;

  const swrCache: Cache = {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    delete: (key) => {
      entries.delete(key);
      fetchedAt.delete(key);
    },
  };

  const signedOut = (name: QueryName) =>
    session !== null &&
    routes[name].auth === 'user' &&
    session.getSnapshot().auth.status !== 'authenticated';

  async function request<N extends QueryName>(key: QueryKey): Promise<RouteResponse<N>> {
    const [name, input, body] = key as unknown as readonly [N, unknown?, unknown?];
    // a key's second part is the read's input: its path params where the path has some
    // (`/orders/:id`), else its query; a read sent by POST (a batch quote) adds its body
    const inputOf = routes[name].path.includes('/:') ? 'params' : 'query';
    try {
      const data = (await client.request(name, {
        ...(input === undefined ? {} : { [inputOf]: input as never }),
        ...(body === undefined ? {} : { body: body as never }),
      })) as RouteResponse<N>;
      fetchedAt.set(unstable_serialize(key), now());
      if (name === 'clientInfo') session?.profileLoaded(data as RouteResponse<'clientInfo'>);
      if (name === 'kycVerified') kycCheckFailed = false;
      return data;
    } catch (error) {
      if (name === 'clientInfo') session?.profileFailed(error);
      throw error;
    }
  }

  /** The hooks' fetcher. */
  async function fetch<N extends QueryName>(key: QueryKey): Promise<RouteResponse<N>> {
    // SWR asks from its mount effect, inside React's commit: each request (its headers, the
    // token, the browser's fetch) starts in a task of its own, so a page that mounts ten reads
    // does not make its commit ten requests longer
    await yieldToBrowser();
    // a hook not yet re-rendered after a logout asks for signed-in data: there is none, and
    // nothing is sent (an error here would show on the next user's screen)
    if (signedOut(key[0])) return undefined as RouteResponse<N>;
    return request<N>(key);
  }

  /**
   * The key of `name` without input: a read's default (those that need one take `key`). Written
   * as the convention gives it (keys.ts), not taken from `queryKeys`: reading that list here would
   * bring every area's hooks file into the first visit's code with the cache.
   */
  const plainKey = (name: PlainQueryName) => [name] as QueryKey;

  const read = <N extends QueryName>(name: N, key?: QueryKey) =>
    entries.get(unstable_serialize(key ?? plainKey(name as PlainQueryName)))?.data as
      RouteResponse<N> | undefined;

  function fresh(id: string, name: QueryName): boolean {
    const at = fetchedAt.get(id);
    const lifetime = CACHE_LIFETIMES[name];
    if (at === undefined || lifetime === undefined || entries.get(id)?.data === undefined) {
      return false;
    }
    const age = now() - at;
    return age >= 0 && age < lifetime;
  }

  function load<N extends PlainQueryName>(name: N, options: LoadOptions = {}) {
    const key = plainKey(name);
    const id = unstable_serialize(key);
    if (!options.force && fresh(id, name)) return Promise.resolve(read(name) as RouteResponse<N>);
    if (signedOut(name)) {
      return Promise.reject(
        new ApiError({
          message: 'Not authenticated',
          status: 0,
          code: CLIENT_ERROR_CODES.notAuthenticated,
          requestName: name,
        }),
      );
    }
    const running = inFlight.get(id);
    if (running) return running as Promise<RouteResponse<N>>;
    const [mutate] = mutators;
    // the key goes with the entry (SWR's mutate does not write it), so that clears find it
    entries.set(id, { ...entries.get(id), _k: key });
    const run = (
      mutate
        ? // through SWR, so that mounted hooks show the answer at once
          (mutate(key, request<N>(key), { revalidate: false }) as Promise<RouteResponse<N>>)
        : request<N>(key).then((data) => {
            entries.set(id, { ...entries.get(id), data });
            return data;
          })
    ).finally(() => inFlight.delete(id));
    inFlight.set(id, run);
    return run;
  }

  /** Drops the answers whose keys match (mounted hooks ask again). */
  function drop(matches: (key: unknown) => boolean) {
    const ids = [...entries].filter(([, state]) => matches(state._k)).map(([id]) => id);
    for (const id of ids) fetchedAt.delete(id);
    if (matches(plainKey('kycVerified'))) kycCheckFailed = false;
    const [mutate] = mutators;
    // the data and SWR's deduplication markers go, so the next reader starts afresh
    if (mutate) void mutate(matches, undefined, { revalidate: true });
    else for (const id of ids) entries.delete(id);
  }

  function kycStatusOf(): KycStatus {
    const answer = read('kycVerified') as KycVerified | boolean | string | undefined;
    if (answer === undefined) return kycCheckFailed ? afterFailedKycCheck('unknown') : 'unknown';
    // spec 4: a boolean maps true to approved and false to unverified; a status is itself
    return mapKycAnswer(isRecord(answer) ? (answer.status ?? answer.verified) : answer);
  }

  const cache: ApiCache = {
    swrCache,
    fetch,
    read,
    load,
    get permissions() {
      const config = read('clientConfig');
      return config ? toClientPermissions(config as ClientConfig) : null;
    },
    get kycStatus() {
      return kycStatusOf();
    },
    async loadPermissions(options) {
      return toClientPermissions((await load('clientConfig', options)) as ClientConfig);
    },
    async checkKyc(options) {
      try {
        await load('kycVerified', options);
      } catch {
        // spec 4: a failed check keeps the old value, or unverified if it was unknown
        if (read('kycVerified') === undefined) kycCheckFailed = true;
      }
      return kycStatusOf();
    },
    connect(mutate) {
      mutators.add(mutate);
      return () => void mutators.delete(mutate);
    },
    follow() {
      following += 1;
      if (session && following === 1) {
        let previous = session.getSnapshot().auth.status;
        unfollow = session.subscribe(() => {
          const status = session.getSnapshot().auth.status;
          const was = previous;
          previous = status;
          if (was === status) return;
          // spec 4: logout clears everything signed in
          if (was === 'authenticated') drop(isUserKey);
          // spec 4/6: the profile, permissions and KYC status are reloaded on login
          else if (status === 'authenticated') drop(isKeyOf(...RELOADED_ON_LOGIN));
        });
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        following -= 1;
        if (following === 0) {
          unfollow?.();
          unfollow = null;
        }
      };
    },
  };
  return cache;
}
