// @vitest-environment happy-dom
// The SWR hooks in a DOM (happy-dom, whose fetch applies CORS like a browser) against the real
// server: they load, cache for the spec's lifetimes and revalidate after a mutation.
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../client';
import { createSession, type Session } from '../session';
import { memoryStorage } from '../storage';
import {
  TEST_PASSWORD,
  databaseKinds,
  manualTimers,
  newUser,
  recordingFetch,
  startServer,
  type TestServer,
} from '../testing/support';
import { useLogin, useLogout } from './auth';
import { useClientConfig, useClientInfo, useSetAvatar } from './client';
import { createApiCache } from './cache';
import { ApiProvider, useSessionSnapshot } from './context';
import { useKycVerified } from './kyc';
import { useApiMutation } from './mutation';
import { useAppSettings } from './settings';
import { useUploadImage } from './uploads';

const PNG_2X2 = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWIyXlX+H4SZGKAAAAAA///5ejD3AAAABk' +
      'lEQVQDADzYBKuqbfebAAAAAElFTkSuQmCC',
  ),
  (c) => c.charCodeAt(0),
);

describe.each(databaseKinds())(
  'the SWR hooks against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      // the page's origin (happy-dom's default) is allowed, as the web app's would be
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    }, 60_000);
    afterAll(() => s?.close());
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
    });

    function setup() {
      const rec = recordingFetch();
      const client = createApiClient({
        baseUrl: s.url,
        tenantId: 'demo',
        fetch: rec.fetch,
        timers: manualTimers().timers,
      });
      const session = createSession({
        client,
        storage: { local: memoryStorage(), session: memoryStorage() },
      });
      const wrapper = ({ children }: { children?: ReactNode }) =>
        createElement(ApiProvider, { client, session }, children);
      return { client, session, rec, wrapper };
    }

    async function signIn(client: ApiClient, session: Session) {
      const user = await newUser(s);
      await session.login({ username: user.username, password: TEST_PASSWORD });
      return { user, client };
    }

    it('a read hook loads its data through CORS with the spec 7 headers', async () => {
      const { rec, wrapper } = setup();
      const { result } = renderHook(() => useAppSettings(), { wrapper });
      await waitFor(() => expect(result.current.data?.app_name).toBe('Tenant demo Invest'));
      expect(result.current.error).toBeUndefined();
      expect(rec.named('settingsApp')[0]!.headers['x-tenant-id']).toBe('demo');
    });

    it.each([
      {
        label: 'useClientInfo (profile)',
        useHook: useClientInfo,
        name: 'clientInfo',
        lifetime: 30_000,
      },
      {
        label: 'useKycVerified (KYC check)',
        useHook: useKycVerified,
        name: 'kycVerified',
        lifetime: 60_000,
      },
      {
        label: 'useClientConfig (permissions)',
        useHook: useClientConfig,
        name: 'clientConfig',
        lifetime: 300_000,
      },
    ] as const)('$label caches for $lifetime ms', async ({ useHook, name, lifetime }) => {
      const { client, session, rec } = setup();
      await signIn(client, session);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const before = rec.named(name).length;
      const count = () => rec.named(name).length - before;
      const seen = new Map<number, unknown>();
      // components mount and unmount under one provider (one cache), as screens do
      function Probe({ id }: { id: number }) {
        seen.set(id, useHook().data);
        return null;
      }
      const app = (ids: number[]) =>
        createElement(
          ApiProvider,
          { client, session },
          ids.map((id) => createElement(Probe, { key: id, id })),
        );
      const view = render(app([1]));
      await waitFor(() => expect(seen.get(1)).toBeDefined());
      expect(count()).toBe(1);
      // another component mounting within the lifetime reads the cache
      act(() => vi.advanceTimersByTime(lifetime - 1_000));
      view.rerender(app([1, 2]));
      expect(seen.get(2)).toBeDefined();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(500);
      });
      expect(count()).toBe(1);
      // past the lifetime, a new mount asks the server again
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      view.rerender(app([1, 3]));
      await waitFor(() => expect(count()).toBe(2));
      view.unmount();
    });

    it.each([
      { label: 'useClientInfo (profile)', useHook: useClientInfo, name: 'clientInfo' },
      { label: 'useKycVerified (KYC check)', useHook: useKycVerified, name: 'kycVerified' },
      { label: 'useClientConfig (permissions)', useHook: useClientConfig, name: 'clientConfig' },
    ] as const)('$label is reloaded on login, within its lifetime', async ({ useHook, name }) => {
      const { client, session, rec, wrapper } = setup();
      const { user } = await signIn(client, session);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      const before = rec.named(name).length;
      const count = () => rec.named(name).length - before;
      const { result } = renderHook(() => ({ data: useHook().data, login: useLogin() }), {
        wrapper,
      });
      await waitFor(() => expect(result.current.data).toBeDefined());
      expect(count()).toBe(1);
      // spec 4/6: a login reloads it, however young the cached answer (the session reads the
      // profile for its auth state too)
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
        await result.current.login.trigger({ username: user.username, password: TEST_PASSWORD });
      });
      await waitFor(() => expect(count()).toBe(name === 'clientInfo' ? 3 : 2));
      await waitFor(() => expect(result.current.data).toBeDefined());
    });

    it('code outside React loads through the same cache; hooks see it; logout clears it', async () => {
      const { client, session, rec } = setup();
      const cache = createApiCache({ client, session });
      const wrapper = ({ children }: { children?: ReactNode }) =>
        createElement(ApiProvider, { client, session, cache }, children);
      await signIn(client, session);
      // the provider is mounted (the cache is connected to SWR), no hook reads the permissions
      const app = renderHook(() => useSessionSnapshot(), { wrapper });
      await waitFor(() => expect(app.result.current?.auth.status).toBe('authenticated'));
      expect(cache.permissions).toBeNull();
      await cache.loadPermissions();
      await cache.loadPermissions();
      expect(rec.named('clientConfig')).toHaveLength(1);
      expect(cache.permissions).toMatchObject({ perms: [] });
      // a hook mounted later shows the loaded answer at once
      const hook = renderHook(() => useClientConfig(), { wrapper });
      expect(hook.result.current.data).toEqual(cache.read('clientConfig'));
      await act(async () => {
        await session.logout();
      });
      expect(cache.permissions).toBeNull();
      await waitFor(() => expect(hook.result.current.data).toBeUndefined());
    });

    it('signed-in hooks wait for the session; logout drops their data', async () => {
      const { client, session, rec, wrapper } = setup();
      const user = await newUser(s);
      const { result } = renderHook(
        () => ({ info: useClientInfo(), login: useLogin(), logout: useLogout() }),
        { wrapper },
      );
      expect(result.current.info.data).toBeUndefined();
      expect(rec.named('clientInfo')).toHaveLength(0);
      await act(async () => {
        await result.current.login.trigger({ username: user.username, password: TEST_PASSWORD });
      });
      await waitFor(() => expect(result.current.info.data?.id).toBe(user.id));
      expect(client.getTokens()).not.toBeNull();
      await act(async () => {
        await result.current.logout.trigger();
      });
      await waitFor(() => expect(result.current.info.data).toBeUndefined());
      expect(session.getSnapshot().auth.status).toBe('idle');
    });

    it('a mutation revalidates what it changed (within the cache lifetime)', async () => {
      const { client, session, rec, wrapper } = setup();
      await signIn(client, session);
      const { result } = renderHook(
        () => ({ info: useClientInfo(), upload: useUploadImage(), avatar: useSetAvatar() }),
        { wrapper },
      );
      await waitFor(() => expect(result.current.info.data).toBeDefined());
      const before = rec.named('clientInfo').length;
      let url = '';
      await act(async () => {
        const file = new File([PNG_2X2], 'me.png', { type: 'image/png' });
        const upload = await result.current.upload.trigger({ file, purpose: 'avatar' });
        url = upload.url;
        await result.current.avatar.trigger({ url });
      });
      expect(result.current.avatar.data?.avatar).toBe(url);
      await waitFor(() => expect(result.current.info.data?.avatar).toBe(url));
      expect(rec.named('clientInfo').length).toBe(before + 1);
    });

    it('an idempotent mutation keeps one Idempotency-Key per intent, reused on retry', async () => {
      const { client, session, rec, wrapper } = setup();
      await signIn(client, session);
      // verifyPassword stands in for a money-moving call (none exists yet)
      const { result } = renderHook(() => useApiMutation('verifyPassword', { idempotent: true }), {
        wrapper,
      });
      const attempt = (password: string) =>
        act(async () => {
          await result.current.trigger({ body: { password } }).catch(() => undefined);
        });
      await attempt('wrong-pass-1');
      await attempt('wrong-pass-1');
      await attempt(TEST_PASSWORD);
      await attempt(TEST_PASSWORD);
      const sent = rec.named('verifyPassword');
      expect(sent.map((r) => r.status)).toEqual([400, 400, 200, 200]);
      const keys = sent.map((r) => r.headers['idempotency-key']);
      // a retry of the same request reuses the key; a changed request or a new intent gets a new one
      expect(keys[1]).toBe(keys[0]);
      expect(new Set([keys[0], keys[2], keys[3]]).size).toBe(3);
      expect(keys.every((k) => typeof k === 'string' && k.length > 0)).toBe(true);
    });

    it('a failed mutation keeps its ApiError and rejects', async () => {
      const { client, session, wrapper } = setup();
      await signIn(client, session);
      const { result } = renderHook(() => useSetAvatar(), { wrapper });
      let caught: unknown;
      await act(async () => {
        caught = await result.current.trigger({ url: '/not/an/upload' }).catch((e: unknown) => e);
      });
      expect(caught).toMatchObject({ status: 400, code: 'UPLOAD_INVALID' });
      expect(result.current.error).toBe(caught);
      expect(result.current.isMutating).toBe(false);
    });
  },
);
