export { SecurityView, type SecurityViewProps } from './SecurityView';
export { TwoStepCard, type TwoStepCardProps, type TwoStepDisableValues } from './TwoStepCard';
export { PasskeysCard, type PasskeysCardProps } from './PasskeysCard';
export { DevicesCard, type DeviceListProps, type DevicesCardProps } from './DevicesCard';
export { SignInHistory, type SignInHistoryProps } from './SignInHistory';
export { StepUpDialog, type StepUpDialogProps } from './StepUpDialog';
export type {
  FactorChange,
  Loadable,
  SecurityDevice,
  SecurityPasskey,
  SecurityPlace,
  SignInEvent,
  StepUpMethod,
  TwoStepEnrolment,
  TwoStepStatus,
} from './types';
