export {
  MoneyTermsView,
  moneyTermsKinds,
  type MoneyTermsKind,
  type MoneyTermsViewProps,
} from './MoneyTermsView';
