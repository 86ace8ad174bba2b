export {
  COPYRIGHT_YEAR,
  SiteFooter,
  type SiteFooterLinks,
  type SiteFooterProps,
} from './SiteFooter';
