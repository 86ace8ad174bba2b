// Test support for the hooks (not part of the package): a fresh client of the real server's
// 'demo' tenant, signed in, and the ApiProvider wrapper to render hooks in.
import { createElement, type ReactNode } from 'react';
import { createApiClient } from '../client';
import { ApiProvider } from '../hooks/context';
import { createSession } from '../session';
import { memoryStorage } from '../storage';
import type { FetchLike } from '../transport';
import { TEST_PASSWORD, manualTimers, newUser, type TestServer } from './support';

/** A new user of 'demo', signed in through a session of its own; `fetch` to watch what is sent. */
export async function signedInClient(server: TestServer, { fetch }: { fetch?: FetchLike } = {}) {
  const client = createApiClient({
    baseUrl: server.url,
    tenantId: 'demo',
    ...(fetch ? { fetch } : {}),
    timers: manualTimers().timers,
  });
  const session = createSession({
    client,
    storage: { local: memoryStorage(), session: memoryStorage() },
  });
  const user = await newUser(server);
  await session.login({ username: user.username, password: TEST_PASSWORD });
  const wrapper = ({ children }: { children?: ReactNode }) =>
    createElement(ApiProvider, { client, session }, children);
  return { client, session, user, wrapper };
}
