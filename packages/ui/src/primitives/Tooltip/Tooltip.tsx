import type { Ref } from 'react';
import {
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  composeRenderProps,
  type TooltipProps as AriaTooltipProps,
  type TooltipTriggerComponentProps,
} from 'react-aria-components';
import { composeClassName } from '../../lib/composeClassName';

export interface TooltipTriggerProps extends TooltipTriggerComponentProps {
  /**
   * Milliseconds of hover before the tooltip opens. Keyboard focus opens it at once.
   * @default 700
   */
  delay?: number;
  /**
   * Milliseconds before it closes once the pointer leaves.
   * @default 300
   */
  closeDelay?: number;
}

/**
 * Wraps a focusable trigger (a `Button`, `IconButton`, `Link`) and its `Tooltip`. The tooltip
 * opens on hover after `delay` and on keyboard focus, and closes on blur, Escape or press.
 */
export function TooltipTrigger({ delay = 700, closeDelay = 300, ...props }: TooltipTriggerProps) {
  return <AriaTooltipTrigger {...props} delay={delay} closeDelay={closeDelay} />;
}

export interface TooltipProps extends AriaTooltipProps {
  /**
   * Gap in px between the trigger and the tooltip.
   * @default 8
   */
  offset?: number;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A short text that describes its trigger (it becomes the trigger's description). Dark on light
 * themes, light on dark ones (`bg-fg` / `text-fg-inverse`), with an arrow towards the trigger.
 * Put only plain text in it: a tooltip cannot hold interactive content.
 */
export function Tooltip({ offset = 8, className, children, ...props }: TooltipProps) {
  return (
    <AriaTooltip
      {...props}
      offset={offset}
      className={composeClassName(
        className,
        'max-w-64 rounded-md bg-fg px-2.5 py-1.5 text-xs text-fg-inverse shadow-md',
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          <OverlayArrow className="group">
            <svg
              aria-hidden="true"
              width={8}
              height={8}
              viewBox="0 0 8 8"
              className="block fill-fg group-data-[placement=bottom]:rotate-180 group-data-[placement=left]:-rotate-90 group-data-[placement=right]:rotate-90"
            >
              <path d="M0 0 4 4 8 0z" />
            </svg>
          </OverlayArrow>
          {content}
        </>
      ))}
    </AriaTooltip>
  );
}
