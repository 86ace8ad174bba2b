export { NewsView, type NewsViewProps } from './NewsView';
export {
  NewsList,
  NewsMeta,
  NewsRowsSkeleton,
  NewsTime,
  type NewsKind,
  type NewsListItem,
} from './newsParts';
