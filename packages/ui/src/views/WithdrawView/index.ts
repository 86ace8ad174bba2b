export {
  WithdrawView,
  type WithdrawBankAccount,
  type WithdrawSubmission,
  type WithdrawViewProps,
} from './WithdrawView';
