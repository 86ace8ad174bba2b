export { PhoneField, type PhoneCountry, type PhoneFieldProps, type PhoneValue } from './PhoneField';
