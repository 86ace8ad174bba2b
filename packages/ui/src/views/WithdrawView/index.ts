export {
  WithdrawView,
  type WithdrawBankAccount,
  type WithdrawCurrencyAccount,
  type WithdrawSubmission,
  type WithdrawViewProps,
} from './WithdrawView';
export type { FeatureRefusal } from '../money/featureAccess';
