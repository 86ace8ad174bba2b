export {
  FundRecordsView,
  type FundRecordItem,
  type FundRecordsFilter,
  type FundRecordsViewProps,
  type OverdrawnItem,
} from './FundRecordsView';
