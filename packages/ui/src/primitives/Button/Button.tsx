import type { Ref } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { buttonVariants } from './Button.variants';
import { Spinner } from '../../lib/Spinner';

export interface ButtonProps extends AriaButtonProps {
  /**
   * Visual weight: `primary` for the main action of a view, `secondary` beside it, `ghost` for
   * low emphasis, `danger` for destructive actions.
   * @default 'primary'
   */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width. @default false */
  fullWidth?: boolean;
  /** A ref to the rendered `HTMLButtonElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button. While `isPending` it shows a spinner, keeps focus and announces that it is busy. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  const t = useT();
  return (
    <AriaButton
      {...props}
      data-variant={variant ?? 'primary'}
      className={composeRenderProps(className, (custom) =>
        cn(buttonVariants({ variant, size, fullWidth }), custom),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <Spinner />}
          {isPending && <span className="sr-only">{t('button.loading')}</span>}
          {content}
        </>
      ))}
    </AriaButton>
  );
}
