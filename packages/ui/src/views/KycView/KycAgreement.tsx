import { canAcceptAgreement } from '@invest/domain';
import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { focusRingNative } from '../../lib/focusRing';
import { useT } from '../../lib/i18n';

/** spec 5: the agreement counts as read once its box is scrolled to the end. */
function measureBox(box: HTMLElement, onRead: () => void) {
  if (canAcceptAgreement(box.scrollTop, box.clientHeight, box.scrollHeight)) onRead();
}

/**
 * spec 5: the agreement in a scrolling region; `onRead` fires once it has been scrolled to the
 * end (domain `canAcceptAgreement`), or at once when it fits without scrolling.
 */
export function KycAgreement({ agreement, onRead }: { agreement: ReactNode; onRead: () => void }) {
  const t = useT('kyc');
  const boxRef = useRef<HTMLDivElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const onReadRef = useRef(onRead);
  useEffect(() => {
    onReadRef.current = onRead;
  });

  // the end marker coming into view (a text that fits, a resize, a scroll) re-measures
  useEffect(() => {
    const box = boxRef.current;
    const end = endRef.current;
    if (!box || !end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) measureBox(box, onReadRef.current);
      },
      { root: box, threshold: 0 },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [agreement]);

  if (agreement == null || agreement === '') {
    // spec 8: 'Agreement content is unavailable.'
    return (
      <p role="alert" className="text-sm text-fg-muted">
        {t('agreement.unavailable')}
      </p>
    );
  }
  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={t('agreement.region')}
      // a scrolling region must take focus so that keyboard users can scroll it (WCAG 2.1.1)
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onScroll={(e) => measureBox(e.currentTarget, onRead)}
      data-slot="agreement"
      className={cn(
        'max-h-56 overflow-y-auto rounded-md border border-border bg-surface-sunken p-3 text-sm text-fg',
        focusRingNative,
      )}
    >
      <div className="flex flex-col gap-2 whitespace-pre-line">{agreement}</div>
      <div ref={endRef} aria-hidden="true" className="h-px" />
    </div>
  );
}
