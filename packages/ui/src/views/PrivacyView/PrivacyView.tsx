import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { PageHeader } from '../../patterns/PageHeader';
import { useT } from '../../lib/i18n';

/** The sections of the privacy policy, in reading order. */
export const privacySections = [
  'collect',
  'use',
  'share',
  'retention',
  'security',
  'rights',
] as const;

export interface PrivacyViewProps {
  /** Extra classes for the root. */
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** spec 2, Privacy policy (/privacy): the translated policy, one heading per section. */
export function PrivacyView({ className, ref }: PrivacyViewProps) {
  const t = useT('pages');
  return (
    <article
      ref={ref}
      data-slot="privacy"
      className={cn('flex max-w-3xl flex-col gap-4 text-fg', className)}
    >
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.intro')} />
      {privacySections.map((section) => (
        <section key={section} className="flex flex-col gap-2">
          <h2 className="text-section">{t(`privacy.${section}.title`)}</h2>
          <p className="leading-relaxed">{t(`privacy.${section}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
