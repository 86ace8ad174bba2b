export {
  FundRecordsView,
  fundRecordTypes,
  type FundRecord,
  type FundRecordsFilter,
  type FundRecordsViewProps,
  type FundRecordType,
  type OverdrawnItem,
} from './FundRecordsView';
