export {
  DepositView,
  type DepositBankMethod,
  type DepositCryptoMethod,
  type DepositMethods,
  type DepositSubmission,
  type DepositViewProps,
} from './DepositView';
export type { FeatureRefusal } from '../money/featureAccess';
export type { LoadStatus } from '../money/parts';
export type { MoneyRecord, MoneyRecordStatus, RecordPaging } from '../money/records';
