import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { Button } from '../Button/Button';

export interface ErrorStateProps {
  /** @default ui:errorState.title ("Something went wrong") */
  title?: ReactNode;
  /** @default ui:errorState.description ("Please try again in a moment.") */
  description?: ReactNode;
  /** Shows a "Try again" button that calls this. */
  onRetry?: () => void;
  /** Shows the retry button as busy while a new attempt runs. @default false */
  isRetrying?: boolean;
  /** Extra classes for the root element. */
  className?: string;
  /** A ref to the rendered `HTMLDivElement` (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLDivElement>;
}

/** A failed load in place of its content, announced as an alert, with an optional retry. */
export function ErrorState({
  title,
  description,
  onRetry,
  isRetrying,
  className,
  ref,
}: ErrorStateProps) {
  const t = useT();
  return (
    <div
      ref={ref}
      role="alert"
      data-slot="error-state"
      className={cn('flex flex-col items-center gap-2 px-4 py-8 text-center', className)}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="mb-1 size-10 text-negative"
      >
        <path d="M12 3 2 20h20ZM12 10v4m0 3v.5" />
      </svg>
      <p className="text-base font-semibold text-fg">{title ?? t('errorState.title')}</p>
      <p className="max-w-prose text-sm text-fg-muted">
        {description ?? t('errorState.description')}
      </p>
      {onRetry && (
        <Button
          variant="secondary"
          size="sm"
          className="mt-2"
          isPending={isRetrying}
          onPress={() => onRetry()}
        >
          {t('errorState.retry')}
        </Button>
      )}
    </div>
  );
}
