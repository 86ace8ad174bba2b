export { AboutView, type AboutViewProps } from './AboutView';
