export { COPYRIGHT_YEAR, SiteFooter, type SiteFooterProps } from './SiteFooter';
