// Back office: an advisor issues a client a PAC code for one offering or product (printed once,
// stored as a hash), lists the codes without them, and revokes one; the code then works, and
// stops working, at the client's subscription.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../db/test-support';
import { type TestServer, backoffice } from '../../testing/harness';
import { openOffering, subscribeTo as subscribeOffering } from '../offerings/testSupport';
import { trader, tradingServer } from '../orders/testSupport';
import { product } from '../products/testSupport';

describe.each(databaseKinds())('PAC back office on %s', (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await tradingServer(kind);
  });
  afterAll(() => s.close());

  const bo = (...argv: string[]) => backoffice(s, ...argv);

  it('issues a code once, lists it without the code, revokes it', async () => {
    const o = await openOffering(s, { pac_code_required: true });
    const who = await trader(s);
    const issued = await bo(
      'pac:issue',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--offering',
      o.id,
      '--single-use',
    );
    expect(issued.code, issued.stdout).toBe(0);
    const code = /PAC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(issued.stdout)![0];
    const id = /id (\S+), expires/.exec(issued.stdout)![1]!;
    expect(issued.stdout).toContain('single use');

    const listed = await bo('pac:list', '--tenant', 'demo', '--client', who.username);
    expect(listed.code, listed.stdout).toBe(0);
    expect(listed.stdout).toContain(id);
    expect(listed.stdout).toContain(`offering ${o.id}`);
    expect(listed.stdout).toMatch(/\blive\b/);
    expect(listed.stdout).not.toContain(code);

    expect((await bo('pac:revoke', '--tenant', 'demo', '--id', id)).stdout).toContain('revoked');
    expect((await bo('pac:list', '--tenant', 'demo', '--offering', o.id)).stdout).toMatch(
      /\brevoked\b/,
    );
    const refused = await subscribeOffering(s, who, o.id, { lots: 1, pac_code: code });
    expect(refused.json).toMatchObject({ code: 'PAC_CODE_INVALID' });
    // revoking twice is an error the operator is told
    expect((await bo('pac:revoke', '--tenant', 'demo', '--id', id)).code).not.toBe(0);

    // a fresh code passes
    const again = await bo('pac:issue', '--tenant', 'demo', '--client', who.id, '--offering', o.id);
    const fresh = /PAC-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(again.stdout)![0];
    expect((await subscribeOffering(s, who, o.id, { lots: 1, pac_code: fresh })).status).toBe(200);
  });

  it('refuses an unknown target, both targets or none, and says when a product asks for no PAC', async () => {
    const who = await trader(s);
    const p = await product(s);
    const none = await bo('pac:issue', '--tenant', 'demo', '--client', who.username);
    expect(none.code).not.toBe(0);
    expect(none.stdout).toContain('--offering');
    const both = await bo(
      'pac:issue',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--offering',
      'x',
      '--product',
      p.id,
    );
    expect(both.code).not.toBe(0);
    const unknown = await bo(
      'pac:issue',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--product',
      'no-such-product',
    );
    expect(unknown.code).not.toBe(0);
    expect(unknown.stdout).toContain('no-such-product');
    const inert = await bo(
      'pac:issue',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--product',
      p.id,
      '--ttl-days',
      '7',
    );
    expect(inert.code, inert.stdout).toBe(0);
    expect(inert.stdout).toContain('does not ask for a PAC code');
    const ttl = await bo(
      'pac:issue',
      '--tenant',
      'demo',
      '--client',
      who.username,
      '--product',
      p.id,
      '--ttl-days',
      '0',
    );
    expect(ttl.code).not.toBe(0);
  });
});
