import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FormAlertProps {
  /** What failed, as the spec words it ('Login failed'). */
  title: ReactNode;
  /** The app's (translated) detail; not repeated when it equals the title. */
  message?: string;
  /** Server field errors no field of the form shows (translated), listed under the detail. */
  details?: readonly string[];
  className?: string;
}

/** The form-level error: announced at once (role alert), never by colour alone (an icon). */
export function FormAlert({ title, message, details = [], className }: FormAlertProps) {
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
        {details.map((detail) => (
          <p key={detail} className="text-fg-muted">
            {detail}
          </p>
        ))}
      </div>
    </div>
  );
}
