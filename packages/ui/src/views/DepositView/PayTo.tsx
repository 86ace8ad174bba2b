import { useState } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { QrCode } from '../SecurityView/QrCode';
import type { DepositBankMethod, DepositCryptoMethod } from './types';

/** Where to send the transfer: the tenant's bank details or crypto address, each copyable. */
export function PayTo({
  method,
  copyText,
}: {
  method: DepositBankMethod | DepositCryptoMethod;
  copyText: (text: string) => Promise<void>;
}) {
  const t = useT('money');
  // [term, value, is a code]: account numbers, references and addresses are codes (monospace,
  // broken anywhere, as a long address must be); names wrap between words
  const rows: [string, string, boolean][] =
    'bank_acc' in method
      ? [
          [t('deposit.bankHolder'), method.bank_holder, false],
          [t('deposit.bankAcc'), method.bank_acc, true],
          ...(method.swift
            ? [[t('deposit.swift'), method.swift, true] as [string, string, boolean]]
            : []),
          [t('deposit.bankName'), method.bank_name, false],
          ...(method.payment_reference
            ? [
                [t('deposit.paymentReference'), method.payment_reference, true] as [
                  string,
                  string,
                  boolean,
                ],
              ]
            : []),
        ]
      : [[t('deposit.address'), method.address, true]];
  const crypto = 'address' in method ? method : undefined;
  const asset = crypto?.asset ?? crypto?.currency ?? '';
  const network = crypto?.network_name ?? crypto?.network ?? '';
  return (
    <div className="flex flex-col gap-3 rounded-md bg-surface-sunken p-3">
      <p className="text-sm font-medium text-fg">
        {crypto ? t('deposit.assetOnNetwork', { asset, network }) : t('deposit.payTo')}
      </p>
      {crypto && (
        // spec: another asset or network sent to this address is lost
        <p role="note" className="rounded-md border border-negative p-2 text-sm text-fg">
          {t('deposit.cryptoWarning', { asset, network })}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {crypto && (
          <QrCode value={crypto.address} label={t('deposit.qr', { asset, network })} size={144} />
        )}
        <dl className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
          {rows.map(([term, value, code]) => (
            <div key={term} className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-fg-muted">{term}</dt>
              <dd className="flex min-w-0 items-start gap-2">
                <span
                  className={cn(
                    'min-w-0 flex-1 text-fg',
                    code ? 'font-mono break-all' : 'break-words',
                  )}
                >
                  {value}
                </span>
                <CopyButton value={value} what={term} copyText={copyText} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
      {!crypto && 'payment_reference' in method && method.payment_reference && (
        <p className="text-sm text-fg-muted">{t('deposit.paymentReferenceHint')}</p>
      )}
    </div>
  );
}

/** Copies one detail; the result is said in a status region (screen readers hear 'Copied'). */
function CopyButton({
  value,
  what,
  copyText,
}: {
  value: string;
  what: string;
  copyText: (text: string) => Promise<void>;
}) {
  const t = useT('money');
  const [result, setResult] = useState<'copied' | 'failed'>();
  return (
    <span className="flex shrink-0 items-center gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('deposit.copy', { what })}
        onPress={() =>
          void copyText(value).then(
            () => setResult('copied'),
            () => setResult('failed'),
          )
        }
      >
        {t('deposit.copyShort')}
      </Button>
      <span role="status" className="text-xs">
        {result === 'copied' && <span className="text-fg">{t('deposit.copied')}</span>}
        {result === 'failed' && (
          <span className="font-medium text-negative">{t('deposit.copyFailed')}</span>
        )}
      </span>
    </span>
  );
}
