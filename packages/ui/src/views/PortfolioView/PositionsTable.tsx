import type { TradePosition } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { Link as AriaLink } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { buttonVariants } from '../../primitives/Button';
import { Link } from '../../primitives/Link';
import { PriceChange } from '../../primitives/PriceChange';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../primitives/Table';

type Hrefs = {
  sellHref?: (position: TradePosition) => string;
  quoteHref?: (position: TradePosition) => string;
};

const key = (p: TradePosition) => `${p.exchange}:${p.symbol}`;

/**
 * The positions: a table from 768 px, a list of cards below it (seven columns do not fit a
 * phone). Each has its symbol (to the quote), quantity, average cost, price, value, P&L and %,
 * and Sell.
 */
export function PositionsTable({
  positions,
  ...hrefs
}: Hrefs & { positions: readonly TradePosition[] }) {
  return (
    <>
      <div className="hidden md:block">
        <WideTable positions={positions} {...hrefs} />
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-slot="position-cards">
        {positions.map((p) => (
          <PositionCard key={key(p)} position={p} {...hrefs} />
        ))}
      </ul>
    </>
  );
}

function Quantity({ value }: { value: string }) {
  const locale = useLocale();
  return (
    <span className="tabular-nums">
      {formatNumber(value, locale, { maximumFractionDigits: 6 })}
    </span>
  );
}

function Symbol({ position, quoteHref }: { position: TradePosition } & Hrefs) {
  return (
    <span className="flex min-w-0 flex-col">
      {quoteHref ? (
        <Link href={quoteHref(position)} className="font-semibold">
          {position.symbol}
        </Link>
      ) : (
        <span className="font-semibold text-fg">{position.symbol}</span>
      )}
      <span className="truncate text-xs text-fg-muted">{position.name}</span>
    </span>
  );
}

function SellLink({ position, sellHref }: { position: TradePosition } & Hrefs) {
  const t = useT('trade');
  if (!sellHref || position.available === '0') return null;
  return (
    <AriaLink
      href={sellHref(position)}
      aria-label={t('portfolio.sellSymbol', { symbol: position.symbol })}
      className={buttonVariants({ variant: 'secondary', size: 'sm' })}
    >
      {t('portfolio.sell')}
    </AriaLink>
  );
}

function WideTable({ positions, ...hrefs }: Hrefs & { positions: readonly TradePosition[] }) {
  const t = useT('trade');
  return (
    <Table aria-label={t('portfolio.positions')}>
      <TableHeader>
        <Column id="symbol" isRowHeader>
          {t('portfolio.symbol')}
        </Column>
        <Column id="quantity" align="end">
          {t('portfolio.quantity')}
        </Column>
        <Column id="avg_cost" align="end">
          {t('portfolio.avgCost')}
        </Column>
        <Column id="price" align="end">
          {t('portfolio.price')}
        </Column>
        <Column id="value" align="end">
          {t('portfolio.marketValue')}
        </Column>
        <Column id="pnl" align="end">
          {t('portfolio.positionPnl')}
        </Column>
        <Column id="actions" align="end">
          {t('portfolio.actions')}
        </Column>
      </TableHeader>
      <TableBody items={positions.map((p) => ({ ...p, id: key(p) }))}>
        {(p) => (
          <Row id={p.id}>
            <Cell>
              <Symbol position={p} {...hrefs} />
            </Cell>
            <Cell align="end">
              <Quantity value={p.quantity} />
            </Cell>
            <Cell align="end">
              {p.avg_cost !== null && <Amount value={p.avg_cost} currency={p.currency} />}
            </Cell>
            <Cell align="end">
              <Amount value={p.price} currency={p.currency} />
            </Cell>
            <Cell align="end">
              <Amount value={p.market_value} currency={p.currency} />
            </Cell>
            <Cell align="end">
              <PriceChange
                value={p.est_pnl}
                currency={p.currency}
                {...(p.pnl_percent !== null ? { percent: p.pnl_percent } : {})}
              />
            </Cell>
            <Cell align="end">
              <SellLink position={p} {...hrefs} />
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

function PositionCard({ position: p, ...hrefs }: Hrefs & { position: TradePosition }) {
  const t = useT('trade');
  const figure = 'flex flex-col gap-0.5';
  return (
    <li
      data-position={key(p)}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-4')}
    >
      <div className="flex items-start justify-between gap-3">
        <Symbol position={p} {...hrefs} />
        <SellLink position={p} {...hrefs} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <div className={figure}>
          <dt className="text-xs text-fg-muted">{t('portfolio.quantity')}</dt>
          <dd>
            <Quantity value={p.quantity} />
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-xs text-fg-muted">{t('portfolio.marketValue')}</dt>
          <dd>
            <Amount value={p.market_value} currency={p.currency} />
          </dd>
        </div>
        <div className={figure}>
          <dt className="text-xs text-fg-muted">{t('portfolio.avgCost')}</dt>
          <dd>{p.avg_cost !== null && <Amount value={p.avg_cost} currency={p.currency} />}</dd>
        </div>
        <div className={figure}>
          <dt className="text-xs text-fg-muted">{t('portfolio.positionPnl')}</dt>
          <dd>
            <PriceChange
              value={p.est_pnl}
              currency={p.currency}
              {...(p.pnl_percent !== null ? { percent: p.pnl_percent } : {})}
            />
          </dd>
        </div>
      </dl>
    </li>
  );
}
