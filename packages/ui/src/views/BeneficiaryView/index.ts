export { BeneficiaryView, type BeneficiaryViewProps } from './BeneficiaryView';
export type { NomineeValue } from '../../patterns/NomineeEditor';
