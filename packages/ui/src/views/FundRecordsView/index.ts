export {
  FundRecordsView,
  type FundMovementItem,
  type FundRecordItem,
  type FundRecordsFilter,
  type FundRecordsViewProps,
  type OverdrawnItem,
} from './FundRecordsView';
