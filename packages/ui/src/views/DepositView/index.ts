export {
  DepositView,
  type DepositBankMethod,
  type DepositCryptoMethod,
  type DepositMethods,
  type DepositSubmission,
  type DepositViewProps,
} from './DepositView';
export type { FeatureRefusal, MoneyRecord, MoneyRecordStatus, LoadStatus } from '../money/parts';
