import { candleIntervals, chartRanges, type CandleInterval, type ChartRange } from '@invest/domain';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { chartToggle } from '../../lib/chartToggle';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { EMA_PERIOD, SMA_PERIOD } from './indicators';
import type { PriceChartProps } from './PriceChart';

/**
 * The chart's choices: the interval, the range (a choice, or the range shown), candles or line,
 * the indicators, and the pause of live updates (WCAG 2.2.2).
 */
export function ChartControls({
  interval,
  onIntervalChange,
  range,
  onRangeChange,
  style,
  onStyleChange,
  showSma,
  onShowSmaChange,
  showEma,
  onShowEmaChange,
  paused,
  onPausedChange,
}: Pick<
  PriceChartProps,
  'interval' | 'onIntervalChange' | 'range' | 'onRangeChange' | 'onPausedChange'
> & {
  style: 'candles' | 'line';
  onStyleChange: (style: 'candles' | 'line') => void;
  showSma: boolean;
  onShowSmaChange: (show: boolean) => void;
  showEma: boolean;
  onShowEmaChange: (show: boolean) => void;
  paused: boolean;
}) {
  const t = useT('quote');
  return (
    <>
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
              if (next === 'candles' || next === 'line') onStyleChange(next);
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
            <ToggleButton isSelected={showSma} onChange={onShowSmaChange} className={chartToggle}>
              {t('chart.sma', { n: SMA_PERIOD })}
            </ToggleButton>
            <ToggleButton isSelected={showEma} onChange={onShowEmaChange} className={chartToggle}>
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
    </>
  );
}
