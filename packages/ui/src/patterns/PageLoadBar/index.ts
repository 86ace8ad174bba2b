export {
  PAGE_PROGRESS_CEILING,
  PageLoadBar,
  trickleProgress,
  type PageLoadBarProps,
} from './PageLoadBar';
