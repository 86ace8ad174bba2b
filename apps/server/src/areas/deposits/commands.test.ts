// The deposit queue as the back office reads it (deposit:list), in-process against a real
// database seeded with the demo tenant: an operator deciding a deposit must see whose it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../cli/program';
import { databaseKinds } from '../../db/test-support';
import { DEMO_CLIENT, DEMO_TENANT, seedDemo } from '../../seed';
import { startTestServer, type TestServer } from '../../testing/harness';
import { depositQueue } from './service';

describe.each(databaseKinds())('deposit:list on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await seedDemo({ db: server.db.db, clock: () => server.clock.now });
  });
  afterAll(() => server.close());

  async function bo(...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await run(argv, {
      db: server.db.db,
      clock: () => server.clock.now,
      out: (t) => {
        stdout += t;
      },
      err: (t) => {
        stderr += t;
      },
    });
    return { code, stdout, stderr };
  }

  it("names each pending deposit's client: username and full name beside the id", async () => {
    const queue = await depositQueue(server.app.deps, DEMO_TENANT);
    expect(queue.length).toBeGreaterThan(0);
    const listed = await bo('deposit:list', '--tenant', DEMO_TENANT);
    expect(listed.code, listed.stderr).toBe(0);
    const [header, ...rows] = listed.stdout.trim().split('\n');
    expect(header).toMatch(/client +name +client id/);
    expect(rows).toHaveLength(queue.length);
    for (const [i, d] of queue.entries()) {
      expect(rows[i]).toContain(d.id);
      expect(rows[i]).toMatch(
        new RegExp(`\\b${DEMO_CLIENT.username} +${DEMO_CLIENT.fullName} +${d.user_id}\\b`),
      );
    }
  });
});
