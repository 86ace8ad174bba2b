import { cookieCategories } from '@invest/domain';
import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { PageHeader } from '../../patterns/PageHeader';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

export interface CookiePolicyViewProps {
  /** Open the cookie preferences modal (the `CookieConsent` pattern). */
  onOpenPreferences?: () => void;
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * spec 2, Cookie policy (/cookie): what cookies are, the four categories of spec 3 (necessary
 * always active; functional, targeting, performance off until agreed), where the choice is kept,
 * and a button that opens the cookie preferences.
 */
export function CookiePolicyView({ onOpenPreferences, className, ref }: CookiePolicyViewProps) {
  const t = useT('pages');
  const tr = useT('rules');
  return (
    <article
      ref={ref}
      data-slot="cookie-policy"
      className={cn('flex max-w-3xl flex-col gap-4 text-fg', className)}
    >
      <PageHeader title={t('cookiePolicy.title')} subtitle={t('cookiePolicy.intro')} />
      <section className="flex flex-col gap-3">
        <h2 className="text-section">{t('cookiePolicy.categoriesTitle')}</h2>
        {cookieCategories.map((category) => (
          <section key={category} data-category={category} className="flex flex-col gap-1">
            <h3 className="text-card-title">{tr(`cookie.${category}`)}</h3>
            <p className="leading-relaxed">{t(`cookie.description.${category}`)}</p>
          </section>
        ))}
      </section>
      <section className="flex flex-col items-start gap-3">
        <h2 className="text-section">{t('cookiePolicy.choicesTitle')}</h2>
        <p className="leading-relaxed">{t('cookiePolicy.choicesBody')}</p>
        <Button variant="secondary" onPress={() => onOpenPreferences?.()}>
          {t('cookiePolicy.openPreferences')}
        </Button>
      </section>
    </article>
  );
}
