export {
  OfferingsView,
  offeringTabs,
  type OfferingFilters,
  type OfferingsViewProps,
} from './OfferingsView';
export { OfferingDetailView, type OfferingDetailViewProps } from './OfferingDetailView';
export { DashboardOfferings, type DashboardOfferingsProps } from './DashboardOfferings';
export { eligibilityOf, type EligibilityRefusal, type SubscribeRequest } from './SubscribePanel';
export { type OfferingWithSubscriptions } from './parts';
export {
  OfferingGuideView,
  isOfferingGuideKind,
  offeringGuideKinds,
  type OfferingGuideKind,
  type OfferingGuideViewProps,
} from './OfferingGuideView';
