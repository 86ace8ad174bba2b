// A NUL in the login username once answered 500. Every request string of the
// contract is a `text` field, so a C0 control character, DEL or a lone UTF-16 surrogate is a
// 400 VALIDATION_FAILED on that field, refused by the schema before any handler or query runs.
import { CONTROL_CHARACTER_ISSUE, type RouteName } from '@invest/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../db/test-support';
import { insertTenant, insertUser, TEST_PASSWORD } from '../testing/fixtures';
import { call, startTestServer, type CallOptions, type TestServer } from '../testing/harness';

describe.each(databaseKinds())('control characters in request fields (%s)', (kind) => {
  let s: TestServer;
  let token: string;
  let username: string;

  beforeAll(async () => {
    s = await startTestServer(kind);
    await insertTenant(s.db.db, 'demo');
    const user = await insertUser(s.db.db, 'demo');
    username = user.username;
    const login = await call<{ access_token: string }>(s, 'login', {
      body: { username, password: TEST_PASSWORD },
    });
    token = login.json.data!.access_token;
  }, 60_000);
  afterAll(() => s?.close());

  /** Calls `name` and expects the refusal of `path` by the contract's text rule. */
  async function refused(name: RouteName, path: string, options: CallOptions) {
    const res = await call(s, name, options);
    expect(res.status, res.text).toBe(400);
    expect(res.json).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json.errors).toContainEqual(
      expect.objectContaining({ path, message: CONTROL_CHARACTER_ISSUE }),
    );
  }

  it('the probe: a NUL in the login username is a 400, not a 500', async () => {
    // the exact body of the probe, as raw JSON
    const res = await fetch(new URL('/auth/app/v1/login', s.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'demo' },
      body: '{"username":"demo\\u0000","password":"x"}',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; errors: { path: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.path)).toEqual(['username']);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a bell', '\u0007'],
    ['an escape', '\u001b[31m'],
    ['a line feed', 'a\nb'],
    ['DEL', '\u007f'],
    ['a lone high surrogate', 'demo\ud800'],
    ['a lone low surrogate', '\udc00demo'],
  ])('login refuses %s in the username and in the password', async (_label, bad) => {
    await refused('login', 'username', { body: { username: `x${bad}`, password: 'x' } });
    await refused('login', 'password', { body: { username, password: `${TEST_PASSWORD}${bad}` } });
  });

  it('a well-formed astral character (a surrogate pair) is text like any other', async () => {
    const res = await call(s, 'login', { body: { username: 'demo\u{1F600}', password: 'x' } });
    expect(res.status).toBe(401);
  });

  it('public forms refuse them before any lookup', async () => {
    await refused('register', 'invitation_code', {
      body: {
        country_code: '91',
        mobile: '9876543210',
        password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
        invitation_code: 'ABC\u0000',
      },
    });
    await refused('sendCode', 'mobile', {
      body: { country_code: '91', mobile: '98765\u007f', purpose: 'register' },
    });
    await refused('resetPassword', 'code', {
      body: {
        country_code: '91',
        mobile: '9876543210',
        code: '\ud83d123',
        password: TEST_PASSWORD,
        confirm_password: TEST_PASSWORD,
      },
    });
  });

  it('signed-in calls refuse them too', async () => {
    await refused('setAvatar', 'url', { token, body: { url: '/upload/app/v1/file/a\u001b' } });
    await refused('messageRead', 'ids.0', { token, body: { ids: ['m1\udc00'] } });
    await refused('verifyPin', 'pin', { token, body: { pin: '12\u000034' } });
    await refused('changePassword', 'new_password', {
      token,
      body: { old_password: TEST_PASSWORD, new_password: 'new\tpass-1', confirm_password: 'x' },
    });
    await refused('kycSubmit', 'full_name', {
      token,
      body: {
        declaration: true,
        full_name: 'Asha\u0000 Rao',
        country_code: '91',
        mobile: '9876543210',
        dob: '1990-05-17',
        id_no: 'ABCPE1234F',
        id_front: 'front',
        id_back: 'back',
      },
    });
    // the caller's session still works: nothing was half done
    const info = await call(s, 'clientInfo', { token });
    expect(info.status).toBe(200);
  });
});
