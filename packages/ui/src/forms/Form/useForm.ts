import type { FormResult } from '@invest/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useIssueMessage, type FieldIssue, type IssueMessages } from './issueMessage';

export interface UseFormOptions<V extends object, T> {
  /** The values the form starts with, under the wire's field names (they are the error paths). */
  initial: V;
  /**
   * The form's validator: a domain one (`validateRegister`, ...) fed with the values, perhaps
   * with a view's own issues added (an upload still running). Runs on submit, then on every
   * change once the user tried to submit.
   */
  validate: (values: V) => FormResult<T> | { ok: false; issues: readonly FieldIssue[] };
  /**
   * The server's field errors (the failure envelope's `errors`: `{ path, code, message, params }`),
   * translated here. Each is hidden once its field changes; a new array shows them again.
   */
  serverErrors?: readonly FieldIssue[];
  /** The form's own wording of some codes. */
  messages?: IssueMessages;
  /** While true a submit does nothing. @default false */
  submitting?: boolean;
  /** Called with the validator's value (the request body) when the values pass. */
  onValid: (value: T) => void;
}

export interface FormFieldProps<Value> {
  name: string;
  value: Value;
  onChange: (value: Value) => void;
  isInvalid: boolean;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

/**
 * A small controlled form driven by a domain validator: values under the wire's field names,
 * per-field messages (the client's issues first, then the server's, translated with their
 * params), a submit that validates, and focus on the first invalid field after a failed submit.
 * Client messages show from the first submit on and follow every change after it.
 */
export function useForm<V extends object, T>({
  initial,
  validate,
  serverErrors,
  messages,
  submitting = false,
  onValid,
}: UseFormOptions<V, T>) {
  const message = useIssueMessage(messages);
  const [values, setValues] = useState<V>(initial);
  const [attempted, setAttempted] = useState(false);
  // server errors the user has since edited away; tied to the array they came with
  const [edited, setEdited] = useState<{ source?: readonly FieldIssue[]; paths: string[] }>({
    paths: [],
  });
  const dismissed = edited.source === serverErrors ? edited.paths : [];
  const result = attempted ? validate(values) : undefined;
  const clientIssues: readonly FieldIssue[] = result && !result.ok ? result.issues : [];
  const server = (serverErrors ?? []).filter((issue) => !dismissed.includes(issue.path));

  /** The message of the first issue on any of `paths` (a phone field shows `mobile` and `country_code`). */
  const errorOf = (...paths: string[]): string | undefined => {
    const issue =
      clientIssues.find((i) => paths.includes(i.path)) ??
      server.find((i) => paths.includes(i.path));
    return issue && message(issue);
  };

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    if (serverErrors?.some((i) => i.path === name) && !dismissed.includes(name)) {
      setEdited({ source: serverErrors, paths: [...dismissed, name] });
    }
  };

  /** The props of a control bound to one field (TextField, PasswordField, PinInput, DateField). */
  const field = <K extends keyof V & string>(
    name: K,
    ...alsoPaths: string[]
  ): FormFieldProps<V[K]> => {
    const error = errorOf(name, ...alsoPaths);
    return {
      name,
      value: values[name],
      onChange: (value: V[K]) => setValue(name, value),
      isInvalid: !!error,
      errorMessage: error,
      isDisabled: submitting,
    };
  };

  // server errors on a path no field of this form has: the form's alert shows them
  const unplaced = useMemo(
    () => (serverErrors ?? []).filter((i) => !(i.path in initial)).map((issue) => message(issue)),
    // `initial` is the first render's; its keys never change
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [serverErrors, message],
  );

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (submitting) return;
    const form = event?.currentTarget;
    const checked = validate(values);
    // render the messages now, so that focus can move to the first field that shows one
    flushSync(() => setAttempted(true));
    if (!checked.ok) {
      form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
      return;
    }
    onValid(checked.value);
  };

  /**
   * The props of a PhoneField bound to the wire's `country_code` and `mobile` (a form with both):
   * it shows the problems of either.
   */
  const phoneField = () => {
    const v = values as V & { country_code: string; mobile: string };
    const set = setValue as (name: 'country_code' | 'mobile', value: string) => void;
    const error = errorOf('mobile', 'country_code');
    return {
      name: 'mobile',
      value: { countryCode: v.country_code, number: v.mobile },
      onChange: ({ countryCode, number }: { countryCode: string; number: string }) => {
        if (countryCode !== v.country_code) set('country_code', countryCode);
        if (number !== v.mobile) set('mobile', number);
      },
      isInvalid: !!error,
      errorMessage: error,
      isDisabled: submitting,
    };
  };

  return { values, setValue, errorOf, field, phoneField, submit, attempted, unplaced };
}
