export {
  ForgotPasswordView,
  type ForgotPasswordValues,
  type ForgotPasswordViewProps,
} from './ForgotPasswordView';
