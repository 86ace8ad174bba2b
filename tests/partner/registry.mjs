// A throwaway npm registry for the partner test: verdaccio 6.8 on 127.0.0.1 (a free port chosen
// by the system), its storage and users in a temporary folder. It holds only @invest/* (no
// uplink for them, so nothing real is shadowed); every other package comes from the normal
// registry through the partner app's scoped registry setting.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

export async function startRegistry(dir) {
  const storage = join(dir, 'storage');
  mkdirSync(storage, { recursive: true });
  const configPath = join(dir, 'config.yaml');
  writeFileSync(
    configPath,
    [
      `storage: ${JSON.stringify(storage)}`,
      'auth:',
      '  htpasswd:',
      `    file: ${JSON.stringify(join(dir, 'htpasswd'))}`,
      '    max_users: 10',
      'uplinks: {}',
      'packages:',
      "  '@invest/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      'server:',
      '  keepAliveTimeout: 0',
      'log: { type: stdout, format: pretty, level: error }',
      'web: { enable: false }',
      'security:',
      '  api:',
      '    legacy: true',
      '',
    ].join('\n'),
  );
  const app = await runServer(configPath);
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.on('error', reject);
  });
  const url = `http://127.0.0.1:${server.address().port}/`;

  // a publisher account: verdaccio answers the couchdb user call with a token
  const res = await fetch(new URL('-/user/org.couchdb.user:partner-ci', url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'partner-ci', password: `pw-${process.pid}-${Date.now()}` }),
  });
  const body = await res.json();
  if (!res.ok || !body.token)
    throw new Error(`registry user: ${res.status} ${JSON.stringify(body)}`);

  return {
    url,
    token: body.token,
    /** The `.npmrc` lines that send @invest/* to this registry with the token. */
    npmrc: (withToken = true) =>
      [
        `@invest:registry=${url}`,
        withToken ? `//127.0.0.1:${server.address().port}/:_authToken=${body.token}` : '',
      ].join('\n') + '\n',
    packument: async (name) => {
      const r = await fetch(new URL(name.replace('/', '%2f'), url));
      return r.ok ? r.json() : null;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
