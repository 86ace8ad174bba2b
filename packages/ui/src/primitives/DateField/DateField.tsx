import type { Ref } from 'react';
import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  type DateFieldProps as AriaDateFieldProps,
  type DateValue,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { composeClassName } from '../../lib/composeClassName';
import { FieldDescription, FieldError, FieldLabel, fieldStack, inputGroup } from '../../lib/field';
import type { FieldBaseProps } from '../../lib/field';

export interface DateFieldProps<T extends DateValue>
  extends Omit<AriaDateFieldProps<T>, 'children'>, FieldBaseProps {
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A date typed segment by segment (day, month, year in the locale's order), with arrow keys to
 * step each segment. Values are `@internationalized/date` objects such as `CalendarDate`;
 * `minValue`/`maxValue` and `validate` mark it invalid.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DateFieldProps<T>) {
  return (
    <AriaDateField {...props} className={composeClassName(className, fieldStack)}>
      {label != null && <FieldLabel>{label}</FieldLabel>}
      <DateInput className={cn(inputGroup, 'px-3 tabular-nums')}>
        {(segment) => (
          <DateSegment
            segment={segment}
            className="inline-flex h-6 min-w-6 items-center justify-center rounded-sm px-0.5 outline-none data-[focused]:bg-primary data-[focused]:text-primary-fg data-[placeholder]:not-data-[focused]:text-fg-muted data-[type=literal]:px-0 data-[type=literal]:text-fg-muted"
          />
        )}
      </DateInput>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaDateField>
  );
}
