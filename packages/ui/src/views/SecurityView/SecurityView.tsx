import type { Ref } from 'react';
import { cn } from '../../lib/cn';
import { useT } from '../../lib/i18n';
import { PageHeader } from '../../patterns/PageHeader';
import { DevicesCard, type DevicesCardProps } from './DevicesCard';
import { PasskeysCard, type PasskeysCardProps } from './PasskeysCard';
import { SignInHistory, type SignInHistoryProps } from './SignInHistory';
import { StepUpDialog, type StepUpDialogProps } from './StepUpDialog';
import { TwoStepCard, type TwoStepCardProps } from './TwoStepCard';

export interface SecurityViewProps {
  /** Two-step verification (TOTP): its status, enrolment, backup codes and actions. */
  twoStep: TwoStepCardProps;
  /** The passkeys and their actions. */
  passkeys: PasskeysCardProps;
  /** The signed-in devices and sessions and their actions. */
  devices: DevicesCardProps;
  /** The last sign-ins and failed attempts. */
  history: SignInHistoryProps;
  /** The step-up dialog of a sensitive action; closed when absent. */
  stepUp?: Omit<StepUpDialogProps, 'isOpen'>;
  /** The IANA time zone dates are shown in. @default the browser's */
  timeZone?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * /profile/security: two-step verification, passkeys, devices and sessions, sign-in
 * history, and the step-up dialog of sensitive actions. Every card loads, fails and retries on
 * its own.
 */
export function SecurityView({
  twoStep,
  passkeys,
  devices,
  history,
  stepUp,
  timeZone,
  className,
  ref,
}: SecurityViewProps) {
  const t = useT('security');
  return (
    <div
      ref={ref}
      data-slot="security-view"
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}
    >
      <PageHeader title={t('title')} subtitle={t('description')} />
      <TwoStepCard {...twoStep} />
      <PasskeysCard timeZone={timeZone} {...passkeys} />
      <DevicesCard timeZone={timeZone} {...devices} />
      <SignInHistory timeZone={timeZone} {...history} />
      <StepUpDialog isOpen={stepUp !== undefined} method={stepUp?.method ?? 'totp'} {...stepUp} />
    </div>
  );
}
