import { composeRenderProps } from 'react-aria-components';
import { cn } from './cn';

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
