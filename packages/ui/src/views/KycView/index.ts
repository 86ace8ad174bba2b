export {
  KycView,
  type KycDefaultValues,
  type KycDocumentSide,
  type KycRecordSummary,
  type KycSubmitValues,
  type KycViewProps,
  type KycViewStatus,
} from './KycView';
