import type { RuleResult } from '@invest/domain';
import { useCallback, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';

/**
 * Internal kit of the account screens (LoginView, RegisterView, ForgotPasswordView,
 * ChangePasswordView, PinView, KycView): form state, client errors from the @invest/domain rules,
 * server field errors and the form-level alert. Not exported from the package.
 */

/** A field's client check: a domain rule result, an already translated message, or nothing. */
export type FieldCheck = RuleResult | string | undefined;

/** Translates domain rule results with the `validation` namespace. */
export function useRuleMessage(): (check: FieldCheck) => string | undefined {
  const tv = useT('validation');
  return useCallback(
    (check: FieldCheck) => {
      if (check === undefined || typeof check === 'string') return check || undefined;
      return check.ok ? undefined : String(tv(check.code, check.params ?? {}));
    },
    [tv],
  );
}

export interface AccountFormOptions<V> {
  /** The values the form starts with. */
  initial: V;
  /** The client rules, per field: run on every render once the user tried to submit. */
  validate: (values: V) => Partial<Record<keyof V & string, FieldCheck>>;
  /** Server errors by field name (already translated); each is hidden once its field changes. */
  fieldErrors?: Record<string, string>;
  /** While true a submit does nothing. */
  submitting?: boolean;
  /** Called with the values when every client rule passes. */
  onValid: (values: V) => void;
}

/**
 * A small controlled form: values, per-field errors (client rules first, then the server's),
 * submit that validates, and focus on the first invalid field after a failed submit. Client
 * errors show from the first submit on and follow every change after it.
 */
export function useAccountForm<V extends object>({
  initial,
  validate,
  fieldErrors,
  submitting = false,
  onValid,
}: AccountFormOptions<V>) {
  const message = useRuleMessage();
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  // server errors the user has since edited away; tied to the fieldErrors object they came with
  const [edited, setEdited] = useState<{ source?: Record<string, string>; names: string[] }>({
    names: [],
  });
  const dismissed = edited.source === fieldErrors ? edited.names : [];
  const checks = attempted ? validate(values) : {};

  const errorOf = (name: keyof V & string): string | undefined =>
    message((checks as Record<string, FieldCheck>)[name]) ??
    (dismissed.includes(name) ? undefined : fieldErrors?.[name] || undefined);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (fieldErrors?.[name] && !dismissed.includes(name)) {
      setEdited({ source: fieldErrors, names: [...dismissed, name] });
    }
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting) return;
    const form = event?.currentTarget;
    const all = validate(values) as Record<string, FieldCheck>;
    // render the messages now, so that focus can move to the first field that shows one
    flushSync(() => setAttempted(true));
    if (Object.values(all).some((check) => message(check) !== undefined)) {
      form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
      return;
    }
    onValid(values);
  };

  return { values, setValue, errorOf, submit, attempted };
}

export interface FormAlertProps {
  /** What failed, as the spec words it ('Login failed'). */
  title: ReactNode;
  /** The app's (translated) detail; not repeated when it equals the title. */
  message?: string;
  className?: string;
}

/** The form-level error: announced at once (role alert), never by colour alone (an icon). */
export function FormAlert({ title, message, className }: FormAlertProps) {
  return (
    <div
      role="alert"
      data-slot="form-alert"
      className={cn(
        'flex items-start gap-2 rounded-md border border-negative bg-surface-sunken p-3 text-sm',
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        className="mt-0.5 size-4 shrink-0 text-negative"
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d="M8 4.75v4M8 11v.25" />
      </svg>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-fg">{title}</p>
        {message && message !== title && <p className="text-fg-muted">{message}</p>}
      </div>
    </div>
  );
}

/** The narrow centred column of the sign-in family of screens. */
export const authColumn = 'mx-auto flex w-full max-w-md flex-col gap-4';

/** The heading block of a screen: its title (h1) and an optional line under it. */
export function ScreenHeading({
  title,
  description,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  id?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <h1 id={id} className="font-display text-2xl font-semibold text-fg">
        {title}
      </h1>
      {description != null && <p className="text-sm text-fg-muted">{description}</p>}
    </div>
  );
}

/** A success heading (h1) with a check icon; focusable by script so focus can land on it. */
export function SuccessHeading({ title, ref }: { title: string; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className="flex items-center gap-2 font-display text-2xl font-semibold text-fg outline-none"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        className="size-6 shrink-0 text-positive"
      >
        <circle cx="8" cy="8" r="6.5" />
        <path d="M5 8.25l2 2 4-4.5" />
      </svg>
      {title}
    </h1>
  );
}
