export { AvailableCash, type AvailableCashAccount, type AvailableCashProps } from './AvailableCash';
