// spec 1/5 FX exchange: a quote at the client's rate (the feed's mid less the tenant's spread),
// locked for QUOTE_VALIDITY_MS; the exchange between two of the client's accounts at it, posted
// through the ledger against FX clearing (one transaction, zero per currency).
import type { FxExchange, FxExchangeRequest, FxQuote } from '@invest/api/contract';
import { Money, QUOTE_VALIDITY_MS, validateFxForm } from '@invest/domain';
import { newId } from '../../platform/auth/tokens';
import { AppError, formFieldErrors } from '../../platform/errors';
import type { Caller, ServiceDeps } from '../../platform/serviceDeps';
import { listAccounts } from '../accounts';
import { post } from '../ledger';
import { clientRate, fxProvider, spreadPercent } from '../../platform/fxRates';
import * as repo from './repo';

const unavailable = () => new AppError('FX_RATE_UNAVAILABLE', 503, 'FX rate unavailable.');

/**
 * GET /fx/app/v1/rate?from=&to=: a quote for a pair of the client's account currencies (400
 * otherwise); 503 FX_RATE_UNAVAILABLE when the feed has no rate for it.
 */
export async function quoteRate(
  deps: ServiceDeps,
  owner: Caller,
  query: { from: string; to: string },
): Promise<FxQuote> {
  if (query.from === query.to) {
    throw AppError.validation([{ path: 'to', message: 'fx_same_currency' }]);
  }
  // spec 5: between the client's own accounts (the tenant's account currencies)
  const currencies = new Set((await listAccounts(deps.db, owner)).map((a) => a.currency));
  const unknown = (['from', 'to'] as const).filter((k) => !currencies.has(query[k]));
  if (unknown.length > 0) {
    throw AppError.validation(unknown.map((path) => ({ path, message: 'currency_required' })));
  }
  const now = deps.clock();
  const spread = await repo.tenantSpreadBps(deps.db, owner.tenantId);
  const mid = fxProvider().midRate(query.from, query.to, now);
  const rate = clientRate(fxProvider(), query.from, query.to, now, spread);
  if (rate === undefined || mid === undefined) throw unavailable();
  const id = newId();
  const expires = new Date(now.getTime() + QUOTE_VALIDITY_MS);
  await repo.insertQuote(deps.db, {
    id,
    tenant_id: owner.tenantId,
    user_id: owner.userId,
    from_currency: query.from,
    to_currency: query.to,
    rate,
    created_at: now,
    expires_at: expires,
  });
  return {
    quote_id: id,
    from: query.from,
    to: query.to,
    rate,
    // spec 5: the markup is shown, not hidden in the rate
    mid_rate: mid,
    spread_percent: spreadPercent(spread),
    quoted_at: now.toISOString(),
    expires_at: expires.toISOString(),
    valid_ms: QUOTE_VALIDITY_MS,
  };
}

/** A stored rate without trailing zeros beyond the feed's places. */
const trimRate = (rate: string): string => rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

/**
 * POST /fx/app/v1/exchange: the owner's quote (404 otherwise) for the same pair (400), not past
 * its window (409 FX_QUOTE_EXPIRED: 'Please get the latest quotation again'); spec 5 rules
 * (two accounts, a funded source, the amount valid and within the source's available: 422
 * INSUFFICIENT_BALANCE); the converted amount at least one minor unit of the target. Then one
 * ledger transaction: source available -amount, FX clearing +amount (source currency), FX
 * clearing -converted, target available +converted (target currency).
 */
export async function exchange(
  deps: ServiceDeps,
  owner: Caller,
  body: FxExchangeRequest,
): Promise<FxExchange> {
  const quote = await repo.findQuote(deps.db, owner, body.quote_id);
  if (!quote) throw AppError.notFound('Quotation not found.');
  if (quote.from_currency !== body.from || quote.to_currency !== body.to) {
    throw AppError.validation([{ path: 'quote_id', message: 'fx_quote_mismatch' }]);
  }
  const now = deps.clock();
  if (now.getTime() > quote.expires_at.getTime()) {
    throw new AppError('FX_QUOTE_EXPIRED', 409, 'Please get the latest quotation again.');
  }
  const rate = trimRate(quote.rate);
  // the accounts as the client sees them (every account currency of the tenant, opened or not)
  const accounts = await listAccounts(deps.db, owner);
  const form = validateFxForm(body, { accounts, rate });
  if (!form.ok) {
    const amount = form.issues.find((i) => i.path === 'amount');
    if (form.issues.length === 1 && amount?.code === 'amount_exceeds_available') {
      throw new AppError(
        'INSUFFICIENT_BALANCE',
        422,
        'Insufficient balance.',
        formFieldErrors([amount]),
      );
    }
    throw AppError.validation(formFieldErrors(form.issues));
  }
  const amount = Money.of(form.value.amount, body.from);
  const converted = amount.convert(rate, body.to);
  const client = { client: owner.userId };
  const posted = await post(deps.db, {
    tenantId: owner.tenantId,
    kind: 'fx.exchange',
    reference: quote.id,
    postings: [
      {
        account: client,
        bucket: 'available',
        currency: body.from,
        amount: `-${amount.toString()}`,
      },
      { account: { system: 'fx_clearing' }, currency: body.from, amount: amount.toString() },
      { account: { system: 'fx_clearing' }, currency: body.to, amount: `-${converted.toString()}` },
      { account: client, bucket: 'available', currency: body.to, amount: converted.toString() },
    ],
  });
  return {
    id: posted.transactionId,
    from: body.from,
    to: body.to,
    amount: amount.toString(),
    converted: converted.toString(),
    rate,
    created_at: now.toISOString(),
  };
}

/** Back office: the tenant's spread in basis points (0 to 4999). */
export async function setFxSpread(deps: ServiceDeps, tenantId: string, bps: number): Promise<void> {
  if (!Number.isInteger(bps) || bps < 0 || bps >= 5000) {
    throw AppError.field('bps', 'A spread of 0 to 4999 basis points.');
  }
  if (!(await repo.setTenantSpreadBps(deps.db, tenantId, bps)))
    throw AppError.notFound('Unknown tenant.');
}
