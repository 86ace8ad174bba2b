import type { Candle, CandleInterval, ChartRange, StockChart } from '@invest/domain';
import { formatAmount, formatDateTime, formatPercent } from '@invest/i18n';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { decimalsOf } from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';
import { ChartControls } from './ChartControls';
import { PriceChartPreview } from './PriceChartPreview';
import { PriceChartTable } from './PriceChartTable';
import { usePriceChartDrawing } from './usePriceChartDrawing';

export { EMA_PERIOD, SMA_PERIOD } from './indicators';

/** One candle as the wire sends it: prices are decimal strings, `time` the period's start (ms). */
export type PriceCandle = Candle;

/** The chart of a listing: its `symbol` names the chart and its table, at an `interval`. */
export interface PriceChartProps extends Pick<StockChart, 'symbol' | 'interval'> {
  /** The candles, oldest first; `undefined` while loading. */
  candles?: readonly PriceCandle[];
  /** @default 'ready' */
  status?: 'loading' | 'error' | 'ready';
  /** The error's title. @default quote:chart.failed ('Cannot get stock data', spec 8) */
  errorTitle?: string;
  onRetry?: () => void;
  /** ISO 4217 code of the prices. */
  currency: string;
  onIntervalChange?: (interval: CandleInterval) => void;
  /** The range the candles cover (shown beside the intervals, or chosen when `onRangeChange`). */
  range?: ChartRange;
  /**
   * The ranges 1D to 5Y as a choice (a range bounds its candle count, domain
   * CHART_RANGES: the page picks an interval the range offers, or a range for the interval).
   */
  onRangeChange?: (range: ChartRange) => void;
  /** Time zone of the times shown. @default 'UTC' */
  timeZone?: string;
  /** WCAG 2.2.2: live updates are paused (the control shows when `onPausedChange` is given). */
  paused?: boolean;
  onPausedChange?: (paused: boolean) => void;
  /** Chart height in CSS pixels. @default 320 */
  height?: number;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A listing's price chart. Candles or a line of the close, the volume
 * histogram, SMA and EMA overlays, an interval switcher, lightweight-charts (Apache-2.0, loaded
 * when the client reaches for the chart; an SVG preview of the same candles before) with its
 * TradingView attribution, colours from the theme. Accessible:
 * a data-table alternative, keyboard navigation over the points with a polite live announcement,
 * and a pause control for live updates (WCAG 2.2.2). Loading skeleton, error with retry, empty.
 */
export function PriceChart({
  candles,
  status = 'ready',
  errorTitle,
  onRetry,
  symbol,
  currency,
  interval,
  onIntervalChange,
  range,
  onRangeChange,
  timeZone = 'UTC',
  paused = false,
  onPausedChange,
  height = 320,
  className,
  ref,
}: PriceChartProps) {
  const t = useT('quote');
  const locale = useLocale();
  const id = useId();
  const [style, setStyle] = useState<'candles' | 'line'>('candles');
  const [showSma, setShowSma] = useState(true);
  const [showEma, setShowEma] = useState(false);
  const [cursor, setCursor] = useState<number | null>(null);
  const [tableOpen, setTableOpen] = useState(false);
  // the charting library comes when the client reaches for the chart (a pointer, a touch, the
  // focus); until then the preview draws the same candles as SVG
  const [live, setLive] = useState(false);
  const reach = () => setLive(true);
  const host = useRef<HTMLDivElement>(null);
  const data = useMemo(() => candles ?? [], [candles]);
  const ready = status === 'ready' && data.length > 0;
  const last = data.length - 1;
  const point = cursor === null ? null : Math.min(cursor, last);

  // the chart's own values are display numbers (money stays in the decimal strings)
  const closes = useMemo(() => data.map((c) => Number(c.close)), [data]);

  const picture = { data, closes, style, showSma, showEma, interval, locale, point };
  const drawn = usePriceChartDrawing({ ...picture, host, ready: ready && live });

  const when = (ms: number) =>
    formatDateTime(new Date(ms), locale, timeZone, {
      dateStyle: 'medium',
      ...(interval === '1d' || interval === '1w' ? {} : { timeStyle: 'short' }),
    });
  const money = (v: string) =>
    formatAmount(v, currency, locale, { maximumFractionDigits: Math.max(2, decimalsOf(v)) });

  const announcement = (() => {
    if (point === null) return '';
    const c = data[point]!;
    const prev = point > 0 ? data[point - 1]! : null;
    const digits = Math.max(2, decimalsOf(c.close));
    const change = prev
      ? `${formatAmount((Number(c.close) - Number(prev.close)).toFixed(digits), currency, locale, {
          signDisplay: 'exceptZero',
        })} (${formatPercent(
          (((Number(c.close) - Number(prev.close)) / Number(prev.close)) * 100).toFixed(2),
          locale,
          { signDisplay: 'exceptZero' },
        )})`
      : formatAmount('0', currency, locale);
    return t('chart.point', { date: when(c.time), close: money(c.close), change });
  })();

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!ready) return;
    const at = point ?? last;
    let next: number | null = null;
    if (e.key === 'ArrowLeft') next = point === null ? last : Math.max(0, at - 1);
    else if (e.key === 'ArrowRight') next = point === null ? last : Math.min(last, at + 1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = last;
    else if (e.key === 'PageUp') next = Math.max(0, at - 10);
    else if (e.key === 'PageDown') next = Math.min(last, at + 10);
    else if (e.key === 'Escape') {
      setCursor(null);
      return;
    }
    if (next === null) return;
    e.preventDefault();
    setCursor(next);
  };

  let body;
  if (status === 'loading') {
    body = (
      <div role="status" data-slot="chart-loading" style={{ height }}>
        <span className="sr-only">{t('chart.loading')}</span>
        <div aria-hidden="true">
          <Skeleton shape="rect" width="100%" height={height} />
        </div>
      </div>
    );
  } else if (status === 'error') {
    body = (
      <ErrorState
        title={errorTitle ?? t('chart.failed')}
        description={t('error.hint')}
        onRetry={onRetry}
      />
    );
  } else if (data.length === 0) {
    body = <EmptyState title={t('chart.empty')} description={t('chart.emptyHint')} />;
  } else {
    body = (
      <>
        {/* an application: the arrow keys move the crosshair (the keys are described below) */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          role="application"
          aria-roledescription={t('chart.title')}
          aria-label={t('chart.label', { symbol })}
          aria-describedby={`${id}-keys`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={() => setCursor(null)}
          // a pointer moving over it (its enter is not sent when the chart came under a resting
          // pointer), a touch or a pen's press, or the focus
          onFocus={live ? undefined : reach}
          onPointerMove={live ? undefined : reach}
          onPointerDown={live ? undefined : reach}
          data-slot="chart-canvas"
          className="relative w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
          style={{ height }}
        >
          {!drawn && <PriceChartPreview {...picture} timeZone={timeZone} />}
          <div ref={host} className="absolute inset-0" />
        </div>
        <p id={`${id}-keys`} className="text-xs text-fg-muted">
          {t('chart.keys')}
        </p>
      </>
    );
  }

  return (
    <div ref={ref} data-slot="price-chart" className={cn('flex flex-col gap-3', className)}>
      <ChartControls
        interval={interval}
        onIntervalChange={onIntervalChange}
        range={range}
        onRangeChange={onRangeChange}
        style={style}
        onStyleChange={setStyle}
        showSma={showSma}
        onShowSmaChange={setShowSma}
        showEma={showEma}
        onShowEmaChange={setShowEma}
        paused={paused}
        onPausedChange={onPausedChange}
      />
      {body}
      <p
        aria-live="polite"
        data-slot="chart-announcement"
        className={cn('min-h-5 text-sm text-fg', !announcement && 'sr-only')}
      >
        {announcement}
      </p>
      {ready && (
        <>
          {live && (
            <a
              href="https://www.tradingview.com/"
              target="_blank"
              rel="noreferrer"
              className="self-end text-xs text-fg-muted underline underline-offset-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
            >
              {t('chart.attribution')}
            </a>
          )}
          <PriceChartTable
            candles={data}
            symbol={symbol}
            currency={currency}
            interval={interval}
            open={tableOpen}
            onOpenChange={setTableOpen}
            when={when}
          />
        </>
      )}
    </div>
  );
}
