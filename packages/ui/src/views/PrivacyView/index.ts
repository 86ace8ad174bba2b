export { PrivacyView, privacySections, type PrivacyViewProps } from './PrivacyView';
