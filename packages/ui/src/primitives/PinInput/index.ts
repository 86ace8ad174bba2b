export { PinInput, type PinInputProps } from './PinInput';
