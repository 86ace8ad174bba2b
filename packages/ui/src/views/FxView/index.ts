export {
  FxView,
  type FxAccountOption,
  type FxQuote,
  type FxRequest,
  type FxViewProps,
} from './FxView';
export type { FeatureRefusal } from '../money/featureAccess';
