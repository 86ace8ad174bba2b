export {
  DiscoverView,
  discoverSections,
  type DiscoverSection,
  type DiscoverViewProps,
} from './DiscoverView';
export {
  ProductsView,
  productTypeTabs,
  type ProductFilters,
  type ProductsViewProps,
  type ProductTypeTab,
} from './ProductsView';
export {
  ProductDetailView,
  type ProductDetail,
  type ProductDetailViewProps,
} from './ProductDetailView';
export { ProductHoldings, type ProductHoldingsProps } from './ProductHoldings';
export { DashboardProducts, type DashboardProductsProps } from './DashboardProducts';
export { type ProductSubscribeRequest } from './ProductSubscribePanel';
export { RedeemDialog, type HoldingRedeemRequest, type RedeemDialogProps } from './RedeemDialog';
export { type ProductWithEligibility } from './parts';
