import type { ReactNode, Ref } from 'react';
import {
  Label,
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { progressSizes, progressTones, progressTrack } from './ProgressBar.variants';

export interface ProgressBarProps extends Omit<AriaProgressBarProps, 'children'> {
  /** The visible label. Without it, give the bar an `aria-label`. */
  label?: ReactNode;
  /**
   * Show the value text (a localized percentage by default, from `formatOptions` or
   * `valueLabel`) next to the label. Never shown while indeterminate.
   * @default true
   */
  showValueLabel?: boolean;
  /** Height of the track. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Colour of the filled part; the value text carries the meaning. @default 'primary' */
  tone?: 'primary' | 'positive' | 'negative' | 'warning';
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A progress bar: determinate (`value` between `minValue` and `maxValue`, announced as a
 * percentage) or `isIndeterminate` (a pulsing bar that stays still under reduced motion).
 */
export function ProgressBar({
  label,
  showValueLabel = true,
  size = 'md',
  tone = 'primary',
  className,
  ...props
}: ProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      data-slot="progress-bar"
      className={composeClassName(className, 'flex w-full flex-col gap-1.5')}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {(label || (showValueLabel && !isIndeterminate)) && (
            <div className="flex items-baseline justify-between gap-2 text-sm">
              {label && <Label className="font-medium text-fg">{label}</Label>}
              {showValueLabel && !isIndeterminate && (
                <span data-slot="value" className="ms-auto text-fg-muted tabular-nums">
                  {valueText}
                </span>
              )}
            </div>
          )}
          <div className={cn(progressTrack, progressSizes[size])}>
            <div
              data-slot="fill"
              className={cn(
                'h-full rounded-full',
                progressTones[tone],
                // no width transition: the fill would trail the percentage beside it (a bar
                // at a quarter of its track under "71%" while the checks finished)
                isIndeterminate && 'w-full animate-pulse motion-reduce:animate-none',
              )}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
