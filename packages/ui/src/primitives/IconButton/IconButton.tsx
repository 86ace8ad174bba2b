import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { iconButtonVariants } from './IconButton.variants';
import { Spinner } from '../../lib/Spinner';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children'> {
  /**
   * The accessible name (the button shows no text). Pass a translated string from the caller,
   * e.g. `t('header.search')`.
   */
  label: string;
  /** The icon: a small inline SVG. It is hidden from assistive technology. */
  children: ReactNode;
  /**
   * Visual weight, as for `Button`.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Edge length of the square: 32, 40 or 48 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** A ref to the rendered `HTMLButtonElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A square button that shows only an icon. Its name comes from `label`; while `isPending` a
 * spinner replaces the icon, focus stays and the name becomes "Loading… {label}".
 */
export function IconButton({
  label,
  variant,
  size,
  className,
  children,
  ...props
}: IconButtonProps) {
  const t = useT();
  return (
    <AriaButton
      {...props}
      data-variant={variant ?? 'primary'}
      className={composeRenderProps(className, (custom) =>
        cn(iconButtonVariants({ variant, size }), custom),
      )}
    >
      {({ isPending }) => (
        <>
          {isPending ? (
            <Spinner />
          ) : (
            <span aria-hidden="true" data-slot="icon" className="inline-flex">
              {children}
            </span>
          )}
          {isPending && <span className="sr-only">{t('button.loading')}</span>}
          <span className="sr-only">{label}</span>
        </>
      )}
    </AriaButton>
  );
}
