import type { Ref } from 'react';
import {
  Link as AriaLink,
  composeRenderProps,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { linkVariants } from './Link.variants';

export interface LinkProps extends AriaLinkProps {
  /**
   * `inline` for a link inside running text (underlined, so it never relies on colour);
   * `standalone` for a link on its own line or in a list (underlined on hover).
   * @default 'inline'
   */
  variant?: 'inline' | 'standalone';
  /**
   * Opens the address in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), shows an
   * arrow and tells assistive technology "(opens in a new tab)".
   * @default false
   */
  isExternal?: boolean;
  /** A ref to the rendered `HTMLAnchorElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLAnchorElement>;
}

/** A link to a page or resource; client-side routing comes from react-aria's `RouterProvider`. */
export function Link({ variant, isExternal, className, children, ...props }: LinkProps) {
  const t = useT();
  return (
    <AriaLink
      {...(isExternal && { target: '_blank', rel: 'noopener noreferrer' })}
      {...props}
      data-variant={variant ?? 'inline'}
      className={composeRenderProps(className, (custom) => cn(linkVariants({ variant }), custom))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal && (
            <>
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                className="ms-0.5 inline size-[0.8em] align-baseline"
              >
                <path d="M6 3H3v10h10v-3M9 2h5v5M14 2 7 9" />
              </svg>
              <span className="sr-only">{t('link.external')}</span>
            </>
          )}
        </>
      ))}
    </AriaLink>
  );
}
