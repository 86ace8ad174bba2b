import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';

export interface NotFoundViewProps {
  /** The home address; with it the way home is a real link. */
  homeHref?: string;
  /** Go home (with `homeHref`, called as the link is followed; without it, a button). */
  onGoHome?: () => void;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2, 8: the 404 page, 'Page not found', with a way back to the home page. */
export function NotFoundView({ homeHref, onGoHome, className, ref }: NotFoundViewProps) {
  const t = useT('pages');
  const tc = useT('common');
  return (
    <div
      ref={ref}
      data-slot="not-found"
      className={cn('flex flex-col items-center gap-4 px-4 py-16 text-center', className)}
    >
      <p aria-hidden="true" className="font-display text-6xl font-semibold text-fg-muted">
        404
      </p>
      <h1 className="text-2xl font-semibold text-fg">{tc('errors.pageNotFound')}</h1>
      <p className="max-w-prose text-fg-muted">{t('notFound.body')}</p>
      {homeHref !== undefined ? (
        <Link href={homeHref} variant="standalone" onPress={onGoHome}>
          {t('notFound.home')}
        </Link>
      ) : (
        <Button onPress={() => onGoHome?.()}>{t('notFound.home')}</Button>
      )}
    </div>
  );
}
