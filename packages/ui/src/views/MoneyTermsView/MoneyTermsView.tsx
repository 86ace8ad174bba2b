import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';

/** spec 2: the terms pages of the money screens. */
export const moneyTermsKinds = ['bank', 'beneficiary', 'deposit', 'withdrawal'] as const;
export type MoneyTermsKind = (typeof moneyTermsKinds)[number];

export interface MoneyTermsViewProps {
  kind: MoneyTermsKind;
  /** Back to the screen the terms belong to. */
  onBack?: () => void;
  backLabel?: string;
  className?: string;
  ref?: Ref<HTMLElement>;
}

/** spec 2 terms pages (bank, beneficiary, deposit, withdrawal), translated. */
export function MoneyTermsView({ kind, onBack, backLabel, className, ref }: MoneyTermsViewProps) {
  const t = useT('money');
  return (
    <article
      ref={ref}
      data-slot="money-terms"
      data-kind={kind}
      className={cn('flex max-w-3xl flex-col gap-4 text-fg', className)}
    >
      <h1 className="font-display text-2xl font-semibold">{t(`terms.${kind}.title`)}</h1>
      <ol className="flex list-decimal flex-col gap-3 ps-5 leading-relaxed">
        {(['p1', 'p2', 'p3'] as const).map((p) => (
          <li key={p}>{t(`terms.${kind}.body.${p}`)}</li>
        ))}
      </ol>
      {onBack && (
        <Button variant="secondary" className="self-start" onPress={onBack}>
          {backLabel ?? t('common.close')}
        </Button>
      )}
    </article>
  );
}
