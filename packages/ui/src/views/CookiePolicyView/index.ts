export { CookiePolicyView, type CookiePolicyViewProps } from './CookiePolicyView';
