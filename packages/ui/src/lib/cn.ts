import { clsx, type ClassValue } from 'clsx';
import { composeRenderProps } from 'react-aria-components';

/** Joins class names. Variants must not collide, so no tailwind-merge (8.6 kB). */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);

/** Merges a component's classes with a react-aria `className` that may be a render function. */
export function composeClassName<T>(
  className:
    string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  base: string | ((values: T) => string),
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (custom, values) =>
    cn(typeof base === 'function' ? base(values) : base, custom),
  );
}

/** The focus ring every interactive part shows on keyboard focus (WCAG 2.4.7, 2.4.13). */
export const focusRing =
  'outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-focus';
