import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  compareDecimal,
  distributeEqually,
  isDecimalString,
  NOMINEE_SHARES_TOTAL_MAX,
  nomineeSharesTotal,
  validateNomineesForm,
  type Nominee,
  type NomineeField,
} from '@invest/domain';
import { formatNumber } from '@invest/i18n';
import { useId, useState, type Ref } from 'react';
import { FormAlert, useIssueMessage, type FieldIssue } from '../../forms/Form';
import { cn } from '../../lib/cn';
import { useLocale, useT } from '../../lib/i18n';
import { Button } from '../../primitives/Button';
import { DateField } from '../../primitives/DateField';
import { TextField } from '../../primitives/TextField';

/** spec 3 Nominee, as the editor holds it: share in percent as a decimal string. */
export type NomineeValue = Nominee;

export interface NomineeEditorProps {
  /** The saved nominees the editor starts from. */
  nominees: readonly NomineeValue[];
  /** Save the whole list (valid by spec 5); resolve when saved. */
  onSave?: (nominees: NomineeValue[]) => Promise<unknown> | void;
  /** @default false */
  saving?: boolean;
  /** 'Failed to add nominee' details. */
  error?: string;
  /** Server errors (paths like `nominees.1.share`). */
  fieldErrors?: readonly FieldIssue[];
  /** The local day 'YYYY-MM-DD': a date of birth must not be after it. */
  today?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

type Row = Omit<NomineeValue, 'dob'> & { key: string; dob: CalendarDate | null };

let rowSeq = 0;
const toRow = (n: NomineeValue): Row => {
  let dob: CalendarDate | null = null;
  try {
    dob = n.dob ? parseDate(n.dob) : null;
  } catch {
    dob = null;
  }
  return { ...n, dob, key: n.id ?? `new-${++rowSeq}` };
};
const toValue = ({ key: _key, dob, ...row }: Row): NomineeValue => ({
  ...row,
  name: row.name.trim(),
  relation: row.relation.trim(),
  phone: row.phone.trim(),
  share: row.share.trim(),
  dob: dob ? dob.toString() : null,
});

/**
 * spec 2/3/5 Nominees: name, phone, date of birth, relationship and share; add, edit, remove;
 * the shares' total while typing (at most 100 %, exactly 100 % with several); 'Distribute
 * equally'. One name across the product: NomineeEditor.
 */
export function NomineeEditor({
  nominees,
  onSave,
  saving = false,
  error,
  fieldErrors,
  today,
  className,
  ref,
}: NomineeEditorProps) {
  const t = useT('money');
  const tv = useIssueMessage();
  const locale = useLocale();
  const totalId = useId();
  const [rows, setRows] = useState<Row[]>(() => nominees.map(toRow));
  const [attempted, setAttempted] = useState(false);

  const update = (key: string, patch: Partial<Row>) =>
    setRows((prev) => prev.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const add = () =>
    setRows((prev) => [
      ...prev,
      toRow({ name: '', phone: '', relation: '', share: '', dob: null }),
    ]);
  const remove = (key: string) => setRows((prev) => prev.filter((r) => r.key !== key));
  const distribute = () => {
    // spec 5: shares equal, exact hundredths summing to 100.00
    const shares = distributeEqually(rows.length);
    setRows((prev) => prev.map((r, i) => ({ ...r, share: shares[i]! })));
  };

  const values = rows.map(toValue);
  // The form validator the nominees service runs on the request
  const checked = validateNomineesForm(values, { today });
  const issues = checked.ok ? [] : checked.issues;
  const listIssue = issues.find((i) => i.path === 'nominees');
  const validShares = values.map((v) => v.share).filter((s) => isDecimalString(s));
  const total = nomineeSharesTotal(validShares);
  const max = String(NOMINEE_SHARES_TOTAL_MAX);
  const over = compareDecimal(total, max) > 0;
  const exact = compareDecimal(total, max) === 0;
  const diff = (a: string, b: string) =>
    formatNumber(nomineeSharesTotal([a, `-${b}`]).replace(/^-/, ''), locale, {
      maximumFractionDigits: 2,
    });
  const totalText = formatNumber(total, locale, { maximumFractionDigits: 2 });
  const feedback =
    rows.length === 0
      ? null
      : over
        ? {
            tone: 'negative',
            text: `${t('nominee.total', { total: totalText })} · ${t('nominee.over', { over: diff(total, max) })}`,
          }
        : exact || rows.length === 1
          ? { tone: 'positive', text: t('nominee.totalOk', { total: totalText }) }
          : {
              tone: 'warning',
              text: `${t('nominee.total', { total: totalText })} · ${t('nominee.remaining', { remaining: diff(max, total) })}`,
            };

  const fieldError = (index: number, field: NomineeField) => {
    const server = fieldErrors?.find((i) => i.path === `nominees.${index}.${field}`);
    if (attempted) {
      const own = issues.find((i) => i.path === `nominees.${index}.${field}`);
      if (own) return tv({ ...own, path: field });
    }
    return server ? tv(server) : undefined;
  };

  const save = () => {
    setAttempted(true);
    if (!checked.ok) return;
    void Promise.resolve(onSave?.(values)).catch(() => undefined);
  };

  return (
    <div ref={ref} data-slot="nominee-editor" className={cn('flex flex-col gap-4', className)}>
      {(error || (attempted && listIssue)) && (
        <FormAlert
          title={t('nominee.saveFailed')}
          message={error ?? (listIssue ? tv(listIssue) : undefined)}
        />
      )}
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('nominee.emptyHint')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {rows.map((row, index) => (
            <li key={row.key}>
              <fieldset
                data-slot="nominee"
                className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2"
              >
                <legend className="px-1 text-sm font-semibold text-fg">
                  {row.name.trim() || t('nominee.nomineeN', { n: index + 1 })}
                </legend>
                <TextField
                  label={t('nominee.name')}
                  value={row.name}
                  onChange={(name) => update(row.key, { name })}
                  isInvalid={!!fieldError(index, 'name')}
                  errorMessage={fieldError(index, 'name')}
                  isDisabled={saving}
                  isRequired
                />
                <TextField
                  label={t('nominee.relation')}
                  value={row.relation}
                  onChange={(relation) => update(row.key, { relation })}
                  isInvalid={!!fieldError(index, 'relation')}
                  errorMessage={fieldError(index, 'relation')}
                  isDisabled={saving}
                  isRequired
                />
                <TextField
                  label={t('nominee.phone')}
                  type="tel"
                  value={row.phone}
                  onChange={(phone) => update(row.key, { phone })}
                  isInvalid={!!fieldError(index, 'phone')}
                  errorMessage={fieldError(index, 'phone')}
                  isDisabled={saving}
                  isRequired
                />
                <DateField
                  label={t('nominee.dob')}
                  value={row.dob}
                  onChange={(dob) => update(row.key, { dob })}
                  isInvalid={!!fieldError(index, 'dob')}
                  errorMessage={fieldError(index, 'dob')}
                  isDisabled={saving}
                />
                <TextField
                  label={t('nominee.share')}
                  inputMode="decimal"
                  value={row.share}
                  onChange={(share) => update(row.key, { share })}
                  isInvalid={!!fieldError(index, 'share')}
                  errorMessage={fieldError(index, 'share')}
                  aria-describedby={totalId}
                  isDisabled={saving}
                  isRequired
                />
                <div className="flex items-end justify-end">
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => remove(row.key)}
                    isDisabled={saving}
                  >
                    {t('common.delete')}
                    <span className="sr-only">
                      {' '}
                      {row.name.trim() || t('nominee.nomineeN', { n: index + 1 })}
                    </span>
                  </Button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {/* spec 5: live feedback on the total while typing */}
      <p
        id={totalId}
        aria-live="polite"
        data-slot="nominee-total"
        data-tone={feedback?.tone}
        className={cn(
          'min-h-5 text-sm font-medium tabular-nums',
          feedback?.tone === 'negative' && 'text-negative',
          feedback?.tone === 'positive' && 'text-positive',
          feedback?.tone === 'warning' && 'text-fg',
        )}
      >
        {feedback?.text}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onPress={add} isDisabled={saving}>
          {t('nominee.add')}
        </Button>
        {rows.length > 1 && (
          <Button variant="secondary" onPress={distribute} isDisabled={saving}>
            {t('nominee.distribute')}
          </Button>
        )}
        {onSave && (
          <Button onPress={save} isPending={saving}>
            {t('nominee.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
