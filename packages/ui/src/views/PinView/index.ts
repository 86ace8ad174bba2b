export { PinView, type PinViewProps } from './PinView';
