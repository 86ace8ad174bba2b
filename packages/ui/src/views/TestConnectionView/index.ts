export { TestConnectionView, type TestConnectionViewProps } from './TestConnectionView';
