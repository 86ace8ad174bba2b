export {
  QuoteView,
  type QuoteChartState,
  type QuoteCompany,
  type QuoteDetail,
  type QuoteNewsItem,
  type QuotePart,
  type QuoteViewProps,
} from './QuoteView';
