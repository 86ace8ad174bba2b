import {
  candleIntervals,
  chartRanges,
  ema,
  sma,
  type Candle,
  type CandleInterval,
  type ChartRange,
  type StockChart,
} from '@invest/domain';
import { formatAmount, formatDateTime, formatNumber, formatPercent } from '@invest/i18n';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi, UTCTimestamp } from 'lightweight-charts';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { chartToggle } from '../../lib/chartToggle';
import { cn } from '../../lib/cn';
import { decimalsOf } from '../../lib/figures';
import { useLocale, useT } from '../../lib/i18n';
import { Amount } from '../../primitives/Amount';
import { Button } from '../../primitives/Button';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { Skeleton } from '../../primitives/Skeleton';

/** One candle as the wire sends it: prices are decimal strings, `time` the period's start (ms). */
export type PriceCandle = Candle;

/** The indicator periods the chart draws (SMA and EMA). */
export const SMA_PERIOD = 20;
export const EMA_PERIOD = 50;

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

type LW = typeof LightweightCharts;
type Chart = IChartApi;

/** A CSS colour (any syntax the browser knows) as `rgba()` with `alpha`, via a 1-pixel canvas. */
function withAlpha(color: string, alpha: number): string {
  const ctx = document.createElement('canvas').getContext('2d');
  if (!ctx) return color;
  ctx.fillStyle = color;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** The theme's colours at `el` (tokens as CSS variables; the up/down colours follow the setting). */
function themeColors(el: HTMLElement) {
  const style = getComputedStyle(el);
  const read = (...names: string[]) => {
    for (const n of names) {
      const v = style.getPropertyValue(n).trim();
      if (v) return v;
    }
    return '#888888';
  };
  // the tokens' own custom properties (@invest/tokens: `--iv-*`; Tailwind's theme is inline, so
  // its `--color-*` names may not exist at run time); `--iv-up`/`--iv-down` follow data-up-color
  return {
    up: read('--iv-up', '--iv-positive'),
    down: read('--iv-down', '--iv-negative'),
    fg: read('--iv-text'),
    muted: read('--iv-text-muted'),
    border: read('--iv-border'),
    surface: read('--iv-surface'),
    sma: read('--iv-primary'),
    ema: read('--iv-warning', '--iv-info'),
  };
}

const toSeconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp;

/**
 * A listing's price chart. Candles or a line of the close, the volume
 * histogram, SMA and EMA overlays, an interval switcher, lightweight-charts (Apache-2.0, loaded
 * only when a chart is drawn) with its TradingView attribution, colours from the theme. Accessible:
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
  const host = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: Chart; main: unknown; lw: LW } | null>(null);
  // bumped after each draw (the crosshair follows) and on a theme switch (the colours follow)
  const [drawn, setDrawn] = useState(0);
  const [theme, setTheme] = useState(0);

  useEffect(() => {
    // a theme switch changes the tokens: draw again with the new colours
    const observer = new MutationObserver(() => setTheme((n) => n + 1));
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ['class', 'data-theme', 'data-up-color', 'style'],
    });
    return () => observer.disconnect();
  }, []);

  const data = useMemo(() => candles ?? [], [candles]);
  const ready = status === 'ready' && data.length > 0;
  const last = data.length - 1;
  const point = cursor === null ? null : Math.min(cursor, last);

  // the chart's own values are display numbers (money stays in the decimal strings)
  const closes = useMemo(() => data.map((c) => Number(c.close)), [data]);

  useEffect(() => {
    const el = host.current;
    if (!ready || !el) return;
    let disposed = false;
    void import('lightweight-charts').then((lw) => {
      if (disposed) return;
      const colors = themeColors(el);
      const chart = lw.createChart(el, {
        autoSize: true,
        layout: {
          background: { type: lw.ColorType.Solid, color: 'transparent' },
          textColor: colors.muted,
          attributionLogo: true,
          fontFamily: getComputedStyle(el).fontFamily,
        },
        grid: {
          vertLines: { color: withAlpha(colors.border, 0.5) },
          horzLines: { color: withAlpha(colors.border, 0.5) },
        },
        rightPriceScale: { borderColor: colors.border },
        timeScale: {
          borderColor: colors.border,
          timeVisible: interval !== '1d' && interval !== '1w',
        },
        // the page scrolls with the wheel; the keyboard moves the crosshair
        handleScroll: false,
        handleScale: false,
        localization: {
          locale,
          priceFormatter: (p: number) => formatNumber(p, locale, { maximumFractionDigits: 4 }),
        },
      });
      const times = data.map((c) => toSeconds(c.time));
      const main =
        style === 'candles'
          ? chart.addSeries(lw.CandlestickSeries, {
              upColor: colors.up,
              downColor: colors.down,
              borderUpColor: colors.up,
              borderDownColor: colors.down,
              wickUpColor: colors.up,
              wickDownColor: colors.down,
            })
          : chart.addSeries(lw.LineSeries, { color: colors.fg, lineWidth: 2 });
      if (style === 'candles') {
        main.setData(
          data.map((c, i) => ({
            time: times[i]!,
            open: Number(c.open),
            high: Number(c.high),
            low: Number(c.low),
            close: Number(c.close),
          })),
        );
      } else {
        main.setData(data.map((_, i) => ({ time: times[i]!, value: closes[i]! })));
      }
      const volume = chart.addSeries(lw.HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      volume.setData(
        data.map((c, i) => ({
          time: times[i]!,
          value: c.volume,
          color: withAlpha(i > 0 && closes[i]! < closes[i - 1]! ? colors.down : colors.up, 0.35),
        })),
      );
      const overlay = (values: (number | null)[], color: string) => {
        const line = chart.addSeries(lw.LineSeries, {
          color,
          lineWidth: 2,
          lastValueVisible: false,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
        });
        line.setData(values.flatMap((v, i) => (v === null ? [] : [{ time: times[i]!, value: v }])));
      };
      if (showSma) overlay(sma(closes, SMA_PERIOD), colors.sma);
      if (showEma) overlay(ema(closes, EMA_PERIOD), colors.ema);
      chart.timeScale().fitContent();
      chartRef.current = { chart, main, lw };
      setDrawn((n) => n + 1);
    });
    return () => {
      disposed = true;
      chartRef.current?.chart.remove();
      chartRef.current = null;
    };
  }, [ready, data, closes, style, showSma, showEma, interval, locale, theme]);

  // the keyboard's point shows as the crosshair
  useEffect(() => {
    const c = chartRef.current;
    if (!c) return;
    if (point === null) {
      c.chart.clearCrosshairPosition();
      return;
    }
    const candle = data[point];
    if (!candle) return;
    c.chart.setCrosshairPosition(
      Number(candle.close),
      toSeconds(candle.time),
      c.main as Parameters<Chart['setCrosshairPosition']>[2],
    );
  }, [point, data, drawn]);

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
          ref={host}
          role="application"
          aria-roledescription={t('chart.title')}
          aria-label={t('chart.label', { symbol })}
          aria-describedby={`${id}-keys`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          onKeyDown={onKeyDown}
          onBlur={() => setCursor(null)}
          data-slot="chart-canvas"
          className="relative w-full rounded-md outline-none focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
          style={{ height }}
        />
        <p id={`${id}-keys`} className="text-xs text-fg-muted">
          {t('chart.keys')}
        </p>
      </>
    );
  }

  return (
    <div ref={ref} data-slot="price-chart" className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ToggleButtonGroup
          aria-label={t('chart.intervals')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[interval]}
          onSelectionChange={(keys) => {
            const next = [...keys][0];
            if (typeof next === 'string' && next !== interval)
              onIntervalChange?.(next as CandleInterval);
          }}
          className="flex flex-wrap gap-1"
        >
          {candleIntervals.map((i) => (
            <ToggleButton key={i} id={i} className={chartToggle}>
              {t(`chart.interval.${i}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {onRangeChange ? (
          <ToggleButtonGroup
            aria-label={t('chart.ranges')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={range ? [range] : []}
            onSelectionChange={(keys) => {
              const next = [...keys][0];
              if (typeof next === 'string' && next !== range) onRangeChange(next as ChartRange);
            }}
            className="flex flex-wrap gap-1"
            data-slot="chart-ranges"
          >
            {chartRanges.map((r) => (
              <ToggleButton
                key={r}
                id={r}
                className={chartToggle}
                aria-label={t(`chart.range.${r}`)}
              >
                {t(`chart.rangeShort.${r}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : (
          range && (
            <span className="text-sm text-fg-muted" data-slot="chart-range">
              {t('chart.rangeOf', { range: t(`chart.range.${range}`) })}
            </span>
          )
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <ToggleButtonGroup
            aria-label={t('chart.style')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[style]}
            onSelectionChange={(keys) => {
              const next = [...keys][0];
              if (next === 'candles' || next === 'line') setStyle(next);
            }}
            className="flex gap-1"
          >
            <ToggleButton id="candles" className={chartToggle}>
              {t('chart.candles')}
            </ToggleButton>
            <ToggleButton id="line" className={chartToggle}>
              {t('chart.line')}
            </ToggleButton>
          </ToggleButtonGroup>
          <div role="group" aria-label={t('chart.indicators')} className="flex gap-1">
            <ToggleButton isSelected={showSma} onChange={setShowSma} className={chartToggle}>
              {t('chart.sma', { n: SMA_PERIOD })}
            </ToggleButton>
            <ToggleButton isSelected={showEma} onChange={setShowEma} className={chartToggle}>
              {t('chart.ema', { n: EMA_PERIOD })}
            </ToggleButton>
          </div>
        </div>
        {onPausedChange && (
          <div className="flex items-center gap-2">
            <span className="text-xs text-fg-muted" data-slot="live-state">
              {paused ? t('paused') : t('live')}
            </span>
            <Button size="sm" variant="secondary" onPress={() => onPausedChange(!paused)}>
              {paused ? t('resume') : t('pause')}
            </Button>
          </div>
        )}
      </div>
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
          <a
            href="https://www.tradingview.com/"
            target="_blank"
            rel="noreferrer"
            className="self-end text-xs text-fg-muted underline underline-offset-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
          >
            {t('chart.attribution')}
          </a>
          <details
            data-slot="chart-table"
            // stays open across a change of interval (the candles reload under it)
            open={tableOpen}
            onToggle={(e) => setTableOpen(e.currentTarget.open)}
            className="rounded-md border border-border"
          >
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium text-fg outline-none focus-visible:ring-2 focus-visible:ring-focus">
              {tableOpen ? t('chart.hideTable') : t('chart.showTable')}
            </summary>
            {tableOpen && (
              <div
                role="region"
                aria-label={t('chart.caption', {
                  symbol,
                  interval: t(`chart.interval.${interval}`),
                })}
                // a scrolling region takes focus so that keyboard users can scroll it (WCAG 2.1.1)
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                className="max-h-96 overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-focus"
              >
                <table className="w-full text-sm tabular-nums">
                  <caption className="sr-only">
                    {t('chart.caption', { symbol, interval: t(`chart.interval.${interval}`) })}
                  </caption>
                  <thead className="sticky top-0 bg-surface">
                    <tr className="text-fg-muted">
                      {(['time', 'open', 'high', 'low', 'close', 'volume'] as const).map((k) => (
                        <th
                          key={k}
                          scope="col"
                          className={cn(
                            'px-3 py-2 font-medium',
                            k === 'time' ? 'text-start' : 'text-end',
                          )}
                        >
                          {t(`chart.${k}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {[...data].reverse().map((c) => (
                      <tr key={c.time} className="border-t border-border">
                        <th scope="row" className="px-3 py-1.5 text-start font-normal text-fg">
                          {when(c.time)}
                        </th>
                        <td className="px-3 py-1.5 text-end">
                          <Amount value={c.open} currency={currency} />
                        </td>
                        <td className="px-3 py-1.5 text-end">
                          <Amount value={c.high} currency={currency} />
                        </td>
                        <td className="px-3 py-1.5 text-end">
                          <Amount value={c.low} currency={currency} />
                        </td>
                        <td className="px-3 py-1.5 text-end">
                          <Amount value={c.close} currency={currency} />
                        </td>
                        <td className="px-3 py-1.5 text-end">{formatNumber(c.volume, locale)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </details>
        </>
      )}
    </div>
  );
}
