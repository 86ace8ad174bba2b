export {
  NewsDetailView,
  type NewsDetailItem,
  type NewsDetailViewProps,
  type NewsRelatedQuote,
} from './NewsDetailView';
