export { TextField, type FieldBaseProps, type TextFieldProps } from './TextField';
