import { maskBankAcc } from '@invest/domain';
import { useState, type Ref } from 'react';
import { FormAlert, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { EmptyState } from '../../primitives/EmptyState';
import { LoadGate, MoneyHeader, MoneySection, type LoadStatus } from '../money/parts';
import { BankAccountForm, type DraftValues } from './BankAccountForm';
import type { BankAccountDraft, BankAccountItem } from './types';

export type { BankAccountDraft, BankAccountItem } from './types';

export interface BankAccountsViewProps {
  /** A guest sees what this is and a sign-in prompt. @default false */
  isGuest?: boolean;
  onSignIn?: () => void;
  /** @default 'ready' */
  status?: LoadStatus;
  /** 'Failed to load accounts'. */
  loadError?: string;
  onRetry?: () => void;
  accounts?: readonly BankAccountItem[];
  /** The countries an account may serve (the tenant's account countries). */
  countries: readonly { code: string; name: string }[];
  /** The country a new account starts with (the client's main account's). @default the first */
  defaultCountry?: string;
  /** Save a new or changed account; resolve to close the form, reject to keep it open. */
  onSave?: (account: BankAccountDraft) => Promise<unknown> | void;
  onDelete?: (id: string) => Promise<unknown> | void;
  /** @default false */
  saving?: boolean;
  /** 'Failed to save account' details. */
  saveError?: string;
  saveFieldErrors?: readonly FieldIssue[];
  /** 'Failed to delete account' details. */
  deleteError?: string;
  onTerms?: () => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** spec 2/3 Bank accounts: add, edit, delete; the number masked in the list; one default per country. */
export function BankAccountsView({
  isGuest = false,
  onSignIn,
  status = 'ready',
  loadError,
  onRetry,
  accounts = [],
  countries,
  defaultCountry,
  onSave,
  onDelete,
  saving = false,
  saveError,
  saveFieldErrors,
  deleteError,
  onTerms,
  className,
  ref,
}: BankAccountsViewProps) {
  const t = useT('money');
  const [editing, setEditing] = useState<DraftValues | null>(null);
  const [deleting, setDeleting] = useState<BankAccountItem | null>(null);
  const countryName = (code: string) => countries.find((c) => c.code === code)?.name ?? code;
  const blank = (): DraftValues => ({
    bank_name: '',
    bank_acc: '',
    bank_holder: '',
    country: defaultCountry ?? countries[0]?.code ?? '',
    is_default: false,
  });
  const add = onSave && !isGuest && (
    <Button onPress={() => setEditing(blank())}>{t('bank.add')}</Button>
  );

  return (
    <div ref={ref} data-slot="bank-accounts-view" className={cn('flex flex-col gap-5', className)}>
      <MoneyHeader
        screen="bank"
        onTerms={onTerms}
        actions={status === 'ready' && accounts.length > 0 ? add : undefined}
      />
      {isGuest ? (
        // spec 2: /banking is public; a guest learns what it is and is asked to sign in
        <MoneySection id="bank-guest" title={t('bank.guestTitle')}>
          <p className="text-sm text-fg">{t('bank.guestBody')}</p>
          {onSignIn && (
            <Button className="self-start" onPress={onSignIn}>
              {t('common.signIn')}
            </Button>
          )}
        </MoneySection>
      ) : (
        <MoneySection id="bank-list" title={t('bank.sectionTitle')} busy={status === 'loading'}>
          <LoadGate status={status} error={loadError ?? t('bank.loadFailed')} onRetry={onRetry} />
          {deleteError && <FormAlert title={t('bank.deleteFailed')} message={deleteError} />}
          {status === 'ready' &&
            (accounts.length === 0 ? (
              <EmptyState title={t('bank.empty')} description={t('bank.emptyHint')} action={add} />
            ) : (
              <ul className="flex flex-col divide-y divide-border">
                {accounts.map((a) => (
                  <li
                    key={a.id}
                    data-default={a.is_default || undefined}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <span className="flex flex-wrap items-center gap-2 font-medium text-fg">
                        {a.bank_name}
                        {a.is_default && (
                          <Badge tone="primary" size="sm">
                            {t('bank.default')}
                          </Badge>
                        )}
                      </span>
                      <span className="text-sm text-fg-muted">
                        <span className="font-mono">{maskBankAcc(a.bank_acc)}</span> ·{' '}
                        {a.bank_holder} · {countryName(a.country)}
                      </span>
                    </div>
                    <div
                      role="group"
                      aria-label={t('bank.actionsFor', {
                        account: `${a.bank_name} ${maskBankAcc(a.bank_acc)}`,
                      })}
                      className="flex gap-2"
                    >
                      {!a.is_default && onSave && (
                        <Button
                          variant="ghost"
                          size="sm"
                          onPress={() => {
                            // the number stays as stored
                            const { bank_acc: _acc, ...rest } = a;
                            void onSave({ ...rest, is_default: true });
                          }}
                        >
                          {t('bank.makeDefault')}
                        </Button>
                      )}
                      {onSave && (
                        <Button variant="secondary" size="sm" onPress={() => setEditing({ ...a })}>
                          {t('common.edit')}
                        </Button>
                      )}
                      {onDelete && (
                        <Button variant="ghost" size="sm" onPress={() => setDeleting(a)}>
                          {t('common.delete')}
                        </Button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            ))}
        </MoneySection>
      )}
      {editing && (
        <BankAccountForm
          draft={editing}
          countries={countries}
          saving={saving}
          error={saveError}
          fieldErrors={saveFieldErrors}
          onClose={() => setEditing(null)}
          onSave={async (draft) => {
            await onSave?.(draft);
            setEditing(null);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('bank.deleteTitle')}
          message={t('bank.deleteMessage', {
            bank: deleting.bank_name,
            account: maskBankAcc(deleting.bank_acc),
          })}
          confirmLabel={t('common.delete')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          onConfirm={async () => {
            await onDelete?.(deleting.id);
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
