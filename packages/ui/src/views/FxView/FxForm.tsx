import { minorUnits, validateFxForm, type FormResult } from '@invest/domain';
import { Form } from 'react-aria-components';
import { FormAlert, useForm } from '../../forms/Form';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { NumberField } from '../../primitives/NumberField';
import { Select } from '../../primitives/Select';
import { Amount } from '../money/Amount';
import { type FxAccountOption, type FxRequest, type FxViewProps } from './FxView';
import { QuotePanel } from './FxQuotePanel';
import { formatAmountText } from './FxView';

type Values = { from_id: string; to_id: string; amount: string };

export function FxForm({
  accounts,
  quote,
  quoting = false,
  quoteError,
  onQuote,
  onExchange,
  exchanging = false,
  error,
  now = Date.now,
}: Omit<FxViewProps, 'accounts'> & { accounts: readonly FxAccountOption[] }) {
  const t = useT('money');
  const locale = useLocale();
  const source = accounts.find((a) => Number(a.available) > 0) ?? accounts[0];
  const target = accounts.find((a) => a.currency !== source?.currency);
  const form = useForm<Values, FxRequest>({
    initial: { from_id: source?.id ?? '', to_id: target?.id ?? '', amount: '' },
    // the form validator the FX service runs on the request (its `from`/`to`
    // are the accounts' currencies; its issues are placed on the matching selects)
    validate: (v): FormResult<FxRequest> => {
      const currencyOf = (id: string) => accounts.find((a) => a.id === id)?.currency;
      const result = validateFxForm(
        { from: currencyOf(v.from_id), to: currencyOf(v.to_id), amount: v.amount },
        { accounts: accounts.map(({ currency, available }) => ({ currency, available })) },
      );
      return result.ok
        ? { ok: true, value: { from_id: v.from_id, to_id: v.to_id, amount: result.value.amount } }
        : {
            ok: false,
            issues: result.issues.map((issue) => ({
              ...issue,
              path: issue.path === 'from' || issue.path === 'to' ? `${issue.path}_id` : issue.path,
            })),
          };
    },
    onValid: (request) => onQuote?.(request),
    submitting: quoting || exchanging,
  });
  const from = accounts.find((a) => a.id === form.values.from_id);
  const to = accounts.find((a) => a.id === form.values.to_id);
  // a quote answers the inputs it was asked for; another input makes it stale
  const current =
    quote &&
    quote.from_id === form.values.from_id &&
    quote.to_id === form.values.to_id &&
    quote.amount === form.values.amount
      ? quote
      : null;

  const options = accounts.map((a) => ({
    id: a.id,
    label: `${a.currency} · ${formatAmountText(a.available, a.currency, locale)}`,
  }));

  return (
    <Form validationBehavior="aria" onSubmit={form.submit} className="flex flex-col gap-4">
      {error && (
        <FormAlert title={t('fx.failed')} message={error === t('fx.failed') ? undefined : error} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('fx.from')}
          selectedKey={form.values.from_id || null}
          onSelectionChange={(key) => form.setValue('from_id', String(key))}
          items={options}
          errorMessage={form.errorOf('from_id')}
          isRequired
        />
        <Select
          label={t('fx.to')}
          selectedKey={form.values.to_id || null}
          onSelectionChange={(key) => form.setValue('to_id', String(key))}
          items={options}
          errorMessage={form.errorOf('to_id')}
          isRequired
        />
      </div>
      <NumberField
        {...form.field('amount')}
        label={t('common.amount')}
        currency={from?.currency}
        maxFractionDigits={minorUnits(from?.currency ?? 'USD')}
        description={
          from && (
            <>
              {t('common.available')}: <Amount value={from.available} currency={from.currency} />
            </>
          )
        }
        isRequired
      />
      {quoteError && !current && (
        <FormAlert
          title={t('fx.rateFailed')}
          message={quoteError === t('fx.rateFailed') ? undefined : quoteError}
        />
      )}
      {current && from && to ? (
        <QuotePanel
          quote={current}
          from={from.currency}
          to={to.currency}
          now={now}
          quoting={quoting}
          exchanging={exchanging}
          onRefresh={() =>
            onQuote?.({ from_id: current.from_id, to_id: current.to_id, amount: current.amount })
          }
          onExchange={() =>
            onExchange?.({
              from_id: current.from_id,
              to_id: current.to_id,
              amount: current.amount,
              quote_id: current.id,
            })
          }
        />
      ) : (
        <Button type="submit" isPending={quoting} className="self-start">
          {t('fx.getQuote')}
        </Button>
      )}
    </Form>
  );
}
