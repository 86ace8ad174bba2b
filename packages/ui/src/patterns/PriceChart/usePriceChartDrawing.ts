import { ema, sma } from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import type * as LightweightCharts from 'lightweight-charts';
import type { IChartApi } from 'lightweight-charts';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useThemeVersion } from '../../lib/useThemeVersion';
import { themeColors, toSeconds, withAlpha } from './chartTheme';
import { EMA_PERIOD, SMA_PERIOD } from './indicators';
import type { ChartPicture } from './PriceChartPreview';

type LW = typeof LightweightCharts;
type Chart = IChartApi;

/**
 * Draws the candles (or the close as a line), the volume and the indicators into `host` with
 * lightweight-charts, loaded only when a chart is drawn; draws again when the data, the choices
 * or the theme change, and shows the keyboard's `point` as the crosshair. Whether the library
 * has drawn a chart yet.
 */
export function usePriceChartDrawing({
  host,
  ready,
  data,
  closes,
  style,
  showSma,
  showEma,
  interval,
  locale,
  point,
}: ChartPicture & {
  host: RefObject<HTMLDivElement | null>;
  /** Whether to draw: there are candles and the client reached for the chart. */
  ready: boolean;
}): boolean {
  const chartRef = useRef<{ chart: Chart; main: unknown; lw: LW } | null>(null);
  // bumped after each draw (the crosshair follows); the theme's version (the colours follow)
  const [drawn, setDrawn] = useState(0);
  const theme = useThemeVersion({ upColor: true });

  useEffect(() => {
    const el = host.current;
    if (!ready || !el) return;
    let disposed = false;
    let built: Chart | null = null;
    // the library's evaluation, the chart's construction, its candles and the rest are separate
    // tasks, not one: a phone answers a tap between them (each is tens of milliseconds there)
    const step = () => new Promise((resolve) => setTimeout(resolve, 0));
    void import('lightweight-charts').then(async (lw) => {
      await step();
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
        // an edge label is drawn whole or not at all (as the portfolio's performance chart)
        rightPriceScale: { borderColor: colors.border, entireTextOnly: true },
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
      built = chart;
      await step();
      if (disposed) return;
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
      await step();
      if (disposed) return;
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
      // a chart whose construction was still under way is removed as well
      built?.remove();
      chartRef.current = null;
    };
  }, [host, ready, data, closes, style, showSma, showEma, interval, locale, theme]);

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
  return drawn > 0;
}
