export {
  DashboardView,
  dashboardSections,
  type DashboardPortfolio,
  type DashboardSection,
  type DashboardViewProps,
} from './DashboardView';
