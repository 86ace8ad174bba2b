import { useId, type ReactNode, type Ref } from 'react';
import {
  Label,
  Meter as AriaMeter,
  type MeterProps as AriaMeterProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { useT } from '../../lib/i18n';
import { progressSizes, progressTones, progressTrack } from '../ProgressBar/ProgressBar.variants';

/** Where a value stands against the meter's thresholds. */
export type MeterLevel = 'low' | 'medium' | 'high';

export interface MeterProps extends Omit<AriaMeterProps, 'children'> {
  /** The visible label. Without it, give the meter an `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value text (a localized percentage by default, from `formatOptions` or
   * `valueLabel`) next to the label.
   * @default true
   */
  showValueLabel?: boolean;
  /** Height of the track. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /**
   * Level bounds, in the units of `value`: below `low` is low, from `high` up is high, between
   * is medium. The level sets the tone and is written next to the value (never colour alone).
   * Without thresholds the meter is neutral and shows no level.
   */
  thresholds?: { low: number; high: number };
  /**
   * Whether a high value is good (a credit score: high is positive) or bad (usage: high is
   * negative).
   * @default true
   */
  higherIsBetter?: boolean;
  /** Texts of the levels, e.g. `{ low: 'Poor', medium: 'Fair', high: 'Good' }`. @default ui:meter.low / medium / high */
  levelLabels?: Partial<Record<MeterLevel, string>>;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** The level of `value` against `thresholds` (a pure helper, exported for tests and callers). */
export function meterLevel(value: number, thresholds: { low: number; high: number }): MeterLevel {
  return value < thresholds.low ? 'low' : value >= thresholds.high ? 'high' : 'medium';
}

/**
 * A meter: a quantity within a known range (credit score, quota used). With `thresholds` its
 * tone follows the level, and the level is also written as text and described to assistive
 * technology.
 */
export function Meter({
  label,
  showValueLabel = true,
  size = 'md',
  thresholds,
  higherIsBetter = true,
  levelLabels,
  className,
  ...props
}: MeterProps) {
  const t = useT();
  const levelId = useId();
  const level = thresholds ? meterLevel(props.value ?? 0, thresholds) : undefined;
  const good = higherIsBetter ? 'high' : 'low';
  const tone = !level
    ? 'primary'
    : level === 'medium'
      ? 'warning'
      : level === good
        ? 'positive'
        : 'negative';
  return (
    <AriaMeter
      {...props}
      aria-describedby={cn(props['aria-describedby'], level && levelId) || undefined}
      data-slot="meter"
      data-level={level}
      className={composeClassName(className, 'flex w-full flex-col gap-1.5')}
    >
      {({ percentage, valueText }) => (
        <>
          <div className="flex items-baseline justify-between gap-2 text-sm">
            {label && <Label className="font-medium text-fg">{label}</Label>}
            <span className="ms-auto flex items-baseline gap-2">
              {showValueLabel && <span className="text-fg tabular-nums">{valueText}</span>}
              {level && (
                <span
                  id={levelId}
                  data-slot="level"
                  className={cn('font-medium', {
                    'text-positive': tone === 'positive',
                    'text-warning': tone === 'warning',
                    'text-negative': tone === 'negative',
                  })}
                >
                  {levelLabels?.[level] ?? t(`meter.${level}`)}
                </span>
              )}
            </span>
          </div>
          <div className={cn(progressTrack, progressSizes[size])}>
            <div
              data-slot="fill"
              className={cn(
                'h-full rounded-full',
                progressTones[tone],
                'transition-[width] motion-reduce:transition-none',
              )}
              style={{ width: `${percentage}%` }}
            />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
