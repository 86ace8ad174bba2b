export { TextField, type TextFieldProps } from './TextField';
export type { FieldBaseProps } from '../../lib/field';
