export {
  BankAccountsView,
  type BankAccountDraft,
  type BankAccountItem,
  type BankAccountsViewProps,
} from './BankAccountsView';
