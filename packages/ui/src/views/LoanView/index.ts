export { LoanView, type LoanViewProps } from './LoanView';
export { TrustProfileView, type TrustProfileViewProps } from './TrustProfileView';
export {
  loanRepayModes,
  type EligibilityRefusal as LoanEligibilityRefusal,
  type LoanApplication,
  type LoanProductOffer,
  type LoanRepayMode,
  type LoanRepayChoice,
} from './parts';
