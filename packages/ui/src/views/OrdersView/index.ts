export { OrdersView, type OrderFilters, type OrdersViewProps } from './OrdersView';
export { OrderDetailView, type OrderDetailViewProps } from './OrderDetailView';
