import type { PerformanceRange, PortfolioPerformance } from '@invest/domain';
import { formatAmount, formatNumber, formatPercent } from '@invest/i18n';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import type { UTCTimestamp } from 'lightweight-charts';
import { chartTime, readableRange, showsSeconds, showsTime } from '../../lib/chartAxes';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { useThemeVersion } from '../../lib/useThemeVersion';
import { EmptyState } from '../../primitives/EmptyState';
import { ErrorState } from '../../primitives/ErrorState';
import { PriceChange } from '../../primitives/PriceChange';
import { Skeleton } from '../../primitives/Skeleton';
import { SectionHeader } from '../../patterns/SectionHeader';
import type { LoadStatus } from '../money/parts';
import { PerformanceRanges } from './PerformanceRanges';
import { PerformanceTable } from './PerformanceTable';

export interface PerformanceChartProps {
  /** The series (GET /stat/app/v1/portfolio/performance); `undefined` while loading. */
  performance?: PortfolioPerformance;
  /** @default 'ready' */
  status?: LoadStatus;
  onRetry?: () => void;
  /** The range shown (the tabs' selection). */
  range: PerformanceRange;
  /** A tab chosen: the page loads that range. */
  onRangeChange?: (range: PerformanceRange) => void;
  /** Time zone of the dates shown. @default 'UTC' */
  timeZone?: string;
  /** Chart height in CSS pixels. @default 240 */
  height?: number;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** The theme's colours at `el` (the tokens' own custom properties, as the price chart reads them). */
function themeColors(el: HTMLElement) {
  const style = getComputedStyle(el);
  const read = (name: string) => style.getPropertyValue(name).trim() || '#888888';
  return {
    value: read('--iv-primary'),
    index: read('--iv-text-muted'),
    muted: read('--iv-text-muted'),
    border: read('--iv-border'),
  };
}

/**
 * The portfolio's performance (spec 2 Portfolio: value over time with time-weighted return
 * against the client's market index): range tabs, the portfolio's time-weighted return beside
 * the index's (sign and arrow, never colour alone), the value as a line and the index as a
 * dashed line on its own scale (lightweight-charts, loaded only when drawn, as the quote page's
 * price chart), a one-sentence summary and a data table as the text alternative. Loading,
 * error with retry, and empty (no money yet) states.
 */
export function PerformanceChart({
  performance,
  status = 'ready',
  onRetry,
  range,
  onRangeChange,
  timeZone = 'UTC',
  height = 240,
  className,
  ref,
}: PerformanceChartProps) {
  const t = useT('trade');
  const locale = useLocale();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const points = useMemo(() => performance?.points ?? [], [performance]);
  const ready = status === 'ready' && performance !== undefined && points.length > 0;

  const theme = useThemeVersion();

  useEffect(() => {
    const el = host.current;
    if (!ready || !el) return;
    let disposed = false;
    let remove = () => {};
    void import('lightweight-charts').then((lw) => {
      if (disposed) return;
      const colors = themeColors(el);
      const chart = lw.createChart(el, {
        autoSize: true,
        layout: {
          background: { type: lw.ColorType.Solid, color: 'transparent' },
          textColor: colors.muted,
          // the attribution is the text link below: a link inside the hidden drawing could
          // take focus where assistive tech cannot see it
          attributionLogo: false,
          fontFamily: getComputedStyle(el).fontFamily,
        },
        grid: { vertLines: { visible: false }, horzLines: { color: colors.border } },
        // a label at the pane's top or bottom edge is drawn whole or not at all: a flat index
        // (readableRange) can put a round level a pixel below the top, cut in half
        leftPriceScale: { visible: true, borderColor: colors.border, entireTextOnly: true },
        rightPriceScale: { borderColor: colors.border, entireTextOnly: true },
        // hours when the range is a day or two (a new account), dates otherwise; in the
        // client's time zone (lib/chartTime.ts)
        timeScale: {
          borderColor: colors.border,
          timeVisible: showsTime(points[0]!.at, points[points.length - 1]!.at),
          secondsVisible: showsSeconds(points[0]!.at, points[points.length - 1]!.at),
        },
        handleScroll: false,
        handleScale: false,
        localization: {
          locale,
          priceFormatter: (p: number) => formatNumber(p, locale, { maximumFractionDigits: 2 }),
        },
      });
      // one point per second at most (a flow and a close may share a second: the later one
      // stands), strictly ascending as the library requires (an hour that repeats when the
      // clocks go back moves on by a second)
      const line = <T extends { at: string }>(list: readonly T[], value: (p: T) => string) => {
        const out: { time: UTCTimestamp; value: number }[] = [];
        for (const p of list) {
          const last = out[out.length - 1];
          let time = chartTime(p.at, timeZone);
          if (last && time === last.time) out.pop();
          else if (last && time < last.time) time = (last.time + 1) as UTCTimestamp;
          out.push({ time, value: Number(value(p)) });
        }
        return out;
      };
      // display numbers only: the figures stay decimal strings in the summary and the table
      chart
        .addSeries(lw.LineSeries, {
          color: colors.value,
          lineWidth: 2,
          priceScaleId: 'right',
          autoscaleInfoProvider: readableRange,
        })
        .setData(line(points, (p) => p.value));
      chart
        .addSeries(lw.LineSeries, {
          color: colors.index,
          lineWidth: 2,
          lineStyle: lw.LineStyle.Dashed,
          priceScaleId: 'left',
          lastValueVisible: false,
          priceLineVisible: false,
          autoscaleInfoProvider: readableRange,
        })
        .setData(line(performance!.index.points, (p) => p.level));
      chart.timeScale().fitContent();
      remove = () => chart.remove();
    });
    return () => {
      disposed = true;
      remove();
    };
  }, [ready, points, performance, locale, theme, timeZone]);

  const rangeName = t(`portfolio.performance.range.${range}`);
  const percent = (v: string) => formatPercent(v, locale, { signDisplay: 'exceptZero' });
  const indexName = performance?.index.name ?? '';
  const last = points.at(-1);
  const summary =
    ready && last
      ? performance.twr === null
        ? t('portfolio.performance.summaryNoReturn', {
            range: rangeName,
            value: formatAmount(last.value, performance.currency, locale),
          })
        : t('portfolio.performance.summary', {
            range: rangeName,
            twr: percent(performance.twr),
            index: indexName,
            indexTwr:
              performance.index_twr === null
                ? t('portfolio.performance.noReturn')
                : percent(performance.index_twr),
            value: formatAmount(last.value, performance.currency, locale),
          })
      : '';

  let body;
  if (status === 'loading') {
    body = (
      <div role="status" data-slot="performance-loading" style={{ height }}>
        <span className="sr-only">{t('portfolio.performance.loading')}</span>
        <div aria-hidden="true">
          <Skeleton shape="rect" width="100%" height={height} />
        </div>
      </div>
    );
  } else if (status === 'error') {
    body = <ErrorState description={t('portfolio.performance.failed')} onRetry={onRetry} />;
  } else if (!ready) {
    body = (
      <EmptyState
        data-state="empty"
        title={t('portfolio.performance.emptyTitle')}
        description={t('portfolio.performance.emptyBody')}
      />
    );
  } else {
    const { currency } = performance;
    body = (
      <>
        <dl className="grid gap-4 sm:grid-cols-2" data-slot="performance-returns">
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-fg-muted">{t('portfolio.performance.twr')}</dt>
            <dd className="text-lg" data-slot="performance-twr">
              {performance.twr === null ? (
                t('portfolio.performance.noReturn')
              ) : (
                <PriceChange percent={performance.twr} />
              )}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-sm text-fg-muted">
              {t('portfolio.performance.indexReturn', { index: indexName })}
            </dt>
            <dd className="text-lg" data-slot="performance-index-twr">
              {performance.index_twr === null ? (
                t('portfolio.performance.noReturn')
              ) : (
                <PriceChange percent={performance.index_twr} />
              )}
            </dd>
          </div>
        </dl>
        <p className="text-xs text-fg-muted">{t('portfolio.performance.twrHint')}</p>
        <figure className="flex flex-col gap-2" aria-labelledby={`${id}-summary`}>
          {/* the drawing repeats the summary and the table below: hidden from assistive tech */}
          <div
            ref={host}
            aria-hidden="true"
            data-slot="performance-canvas"
            className="relative w-full"
            style={{ height }}
          />
          <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-0.5 w-5 bg-primary" />
              {t('portfolio.performance.legendValue', { currency })}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block w-5 border-t-2 border-dashed border-fg-muted"
              />
              {t('portfolio.performance.legendIndex', { index: indexName })}
            </span>
          </figcaption>
        </figure>
        <a
          href="https://www.tradingview.com/"
          target="_blank"
          rel="noreferrer"
          className="self-end text-xs text-fg-muted underline underline-offset-2 hover:text-fg focus-visible:ring-2 focus-visible:ring-focus focus-visible:outline-none"
        >
          {t('portfolio.performance.attribution')}
        </a>
        <p id={`${id}-summary`} data-slot="performance-summary" className="text-sm text-fg">
          {summary}
        </p>
        <PerformanceTable
          performance={performance}
          caption={t('portfolio.performance.caption', { index: indexName, range: rangeName })}
          timeZone={timeZone}
          open={tableOpen}
          onOpenChange={setTableOpen}
        />
      </>
    );
  }

  return (
    <section
      ref={ref}
      aria-labelledby={`${id}-title`}
      data-slot="performance-chart"
      className={cn('flex flex-col gap-3', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SectionHeader id={`${id}-title`} title={t('portfolio.performance.title')} />
        <PerformanceRanges range={range} onRangeChange={onRangeChange} />
      </div>
      {body}
    </section>
  );
}
