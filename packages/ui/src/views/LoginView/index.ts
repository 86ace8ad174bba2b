export { LoginView, MFA_CODE_LENGTH, type LoginValues, type LoginViewProps } from './LoginView';
