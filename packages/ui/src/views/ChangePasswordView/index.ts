export {
  ChangePasswordView,
  type ChangePasswordValues,
  type ChangePasswordViewProps,
} from './ChangePasswordView';
