// What the demo seed uses of products beyond the back office: a subscription by product code.
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import * as repo from './repo';
import { subscribe } from './service';

/** The demo client subscribes `amount` to the product `code` (as over the API). */
export async function subscribeDemo(
  deps: ServiceDeps,
  owner: Caller,
  code: string,
  amount: string,
): Promise<void> {
  const p = await repo.findProductByCode(deps.db, owner.tenantId, code);
  if (!p) throw new Error(`demo seed: no product ${code}`);
  await subscribe(deps, owner, p.id, { amount });
}
