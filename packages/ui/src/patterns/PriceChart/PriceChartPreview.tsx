// The chart a page shows before the client reaches for it: the same candles (or line), volume and
// indicators as SVG, with the price and time axes, so that a first visit of a quote does not
// fetch, evaluate and run the charting library (about 60 kB gzipped, and the page's longest
// tasks on a phone). A pointer, a touch or the focus on the chart brings the library in for the
// crosshair; the keyboard's point shows here meanwhile.
import { ema, sma, type CandleInterval } from '@invest/domain';
import { formatDateTime, formatNumber } from '@invest/i18n';
import { EMA_PERIOD, SMA_PERIOD } from './indicators';
import type { PriceCandle } from './PriceChart';

/** The price axis's width and the time axis's height, in CSS pixels (as the library's, about). */
const PRICE_AXIS = 64;
const TIME_AXIS = 28;
/** The price area's share of the plot (top) and the volume's (bottom, beneath the prices). */
const PRICE_TOP = 4;
const PRICE_BOTTOM = 78;
const VOLUME = 20;

/** About `count` round steps between `min` and `max` (1, 2 or 5 times a power of ten). */
function ticks(min: number, max: number, count = 5): number[] {
  const span = max - min || Math.abs(max) || 1;
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const out: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) out.push(+v.toFixed(10));
  return out;
}

/** A polyline's points, a gap (`null`) ending one run: the indicators start after their period. */
const path = (values: readonly (number | null)[], y: (v: number) => number) =>
  values.map((v, i) => (v === null ? '' : `${i + 0.5},${y(v)}`)).join(' ');

/** What a chart draws: the same for the preview and for the charting library's chart. */
export interface ChartPicture {
  data: readonly PriceCandle[];
  /** The closes as display numbers (money stays in the decimal strings). */
  closes: readonly number[];
  style: 'candles' | 'line';
  showSma: boolean;
  showEma: boolean;
  interval: CandleInterval;
  locale: string;
  /** The candle the keyboard is on, or null. */
  point: number | null;
}

export interface PriceChartPreviewProps extends ChartPicture {
  timeZone: string;
}

/** The candles as SVG, with axes: what shows until the charting library has drawn them. */
export function PriceChartPreview({
  data,
  closes,
  style,
  showSma,
  showEma,
  interval,
  locale,
  timeZone,
  point,
}: PriceChartPreviewProps) {
  const n = data.length;
  const highs = data.map((c) => Number(c.high));
  const lows = data.map((c) => Number(c.low));
  const low = Math.min(...(style === 'candles' ? lows : closes));
  const high = Math.max(...(style === 'candles' ? highs : closes));
  const pad = (high - low) * 0.05 || Math.abs(high) * 0.005 || 1;
  const [min, max] = [low - pad, high + pad];
  const y = (v: number) => PRICE_TOP + ((max - v) / (max - min)) * (PRICE_BOTTOM - PRICE_TOP);
  const maxVolume = Math.max(1, ...data.map((c) => c.volume));
  const up = (i: number) => (i > 0 ? closes[i]! >= closes[i - 1]! : true);
  const candleUp = (i: number) => Number(data[i]!.close) >= Number(data[i]!.open);
  const intraday = interval !== '1d' && interval !== '1w';
  const timeLabel = (ms: number) =>
    formatDateTime(
      new Date(ms),
      locale,
      timeZone,
      intraday
        ? { timeStyle: 'short' }
        : { month: 'short', ...(interval === '1w' ? { year: 'numeric' } : { day: 'numeric' }) },
    );
  const last = closes[n - 1]!;
  // positions inside the plot, which leaves the axes their room
  const plotX = (i: number) => `calc((100% - ${PRICE_AXIS}px) * ${(i + 0.5) / n})`;
  const line = 'fill-none [vector-effect:non-scaling-stroke]';

  return (
    <div aria-hidden="true" data-slot="chart-preview" className="absolute inset-0 select-none">
      <svg
        viewBox={`0 0 ${n} 100`}
        preserveAspectRatio="none"
        className="absolute top-0 left-0 overflow-visible"
        style={{ width: `calc(100% - ${PRICE_AXIS}px)`, height: `calc(100% - ${TIME_AXIS}px)` }}
      >
        {ticks(min, max).map((v) => (
          <line key={v} x1={0} x2={n} y1={y(v)} y2={y(v)} className={`${line} stroke-border/50`} />
        ))}
        {data.map((c, i) => (
          <rect
            key={`v${c.time}`}
            x={i + 0.15}
            width={0.7}
            y={100 - (c.volume / maxVolume) * VOLUME}
            height={(c.volume / maxVolume) * VOLUME}
            className={up(i) ? 'fill-up/35' : 'fill-down/35'}
          />
        ))}
        {style === 'candles' ? (
          data.map((c, i) => {
            const [open, close] = [Number(c.open), Number(c.close)];
            const top = y(Math.max(open, close));
            const tone = candleUp(i) ? 'fill-up stroke-up' : 'fill-down stroke-down';
            return (
              <g key={c.time} className={tone}>
                <line
                  x1={i + 0.5}
                  x2={i + 0.5}
                  y1={y(highs[i]!)}
                  y2={y(lows[i]!)}
                  className={line}
                />
                <rect
                  x={i + 0.15}
                  width={0.7}
                  y={top}
                  // a flat candle keeps a hairline
                  height={Math.max(y(Math.min(open, close)) - top, 0.3)}
                  className="stroke-none"
                />
              </g>
            );
          })
        ) : (
          <polyline points={path(closes, y)} className={`${line} stroke-fg stroke-2`} />
        )}
        {showSma && (
          <polyline
            points={path(sma(closes, SMA_PERIOD), y)}
            className={`${line} stroke-primary stroke-2`}
          />
        )}
        {showEma && (
          <polyline
            points={path(ema(closes, EMA_PERIOD), y)}
            className={`${line} stroke-warning stroke-2`}
          />
        )}
        {point !== null && (
          <line
            x1={point + 0.5}
            x2={point + 0.5}
            y1={0}
            y2={100}
            strokeDasharray="4 4"
            className={`${line} stroke-fg-muted`}
          />
        )}
      </svg>
      <div
        className="absolute top-0 right-0 text-xs text-fg-muted tabular-nums"
        style={{ width: PRICE_AXIS, height: `calc(100% - ${TIME_AXIS}px)` }}
      >
        {ticks(min, max).map((v) => (
          <span key={v} className="absolute right-1 -translate-y-1/2" style={{ top: `${y(v)}%` }}>
            {formatNumber(v, locale, { maximumFractionDigits: 4 })}
          </span>
        ))}
        <span
          className={`absolute right-0 -translate-y-1/2 rounded-sm border bg-surface px-1 text-fg ${up(n - 1) ? 'border-up' : 'border-down'}`}
          style={{ top: `${y(last)}%` }}
        >
          {formatNumber(last, locale, { maximumFractionDigits: 4 })}
        </span>
      </div>
      {[1, 3, 5, 7].map((eighth) => {
        const i = Math.min(n - 1, Math.floor((eighth / 8) * n));
        return (
          <span
            key={eighth}
            className="absolute bottom-1 -translate-x-1/2 text-xs whitespace-nowrap text-fg-muted"
            style={{ left: plotX(i) }}
          >
            {timeLabel(data[i]!.time)}
          </span>
        );
      })}
    </div>
  );
}
