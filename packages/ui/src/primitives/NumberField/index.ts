export {
  NumberField,
  type AmountFieldProps,
  type NumberFieldProps,
  type QuantityFieldProps,
} from './NumberField';
