import { idDocumentCodes } from '../idDocuments';
import { idNumberCodes } from '../idNumber';
import { moneyCodes } from '../money';
import { nomineeCodes } from '../nominees';
import { amountCodes } from './amount';
import { codeFieldCodes } from './codes';
import { dateOfBirthCodes } from './dateOfBirth';
import { fullNameCodes } from './fullName';
import { fxCodes } from './fx';
import { kycAgreementCodes } from './kycAgreement';
import { loginCodes } from './login';
import { passwordCodes } from './password';
import { phoneCodes } from './phone';
import { pinCodes } from './pin';
import { uploadCodes } from './upload';
import { withdrawalCodes } from './withdrawal';
import { moneyFormCodes } from '../forms/money';
import { txHashCodes } from '../deposits';

export * from './amount';
export * from './codes';
export * from './dateOfBirth';
export * from './fullName';
export * from './fx';
export * from './kycAgreement';
export * from './login';
export * from './password';
export * from './phone';
export * from './pin';
export * from './upload';
export * from './withdrawal';

/**
 * Every code of the `validation` namespace of `@invest/i18n` (spec 5): the validation rules,
 * `Money.parse` and the nominee rules. Each has a message in every complete locale.
 */
export const validationCodes = [
  ...new Set([
    ...moneyCodes,
    ...phoneCodes,
    ...passwordCodes,
    ...codeFieldCodes,
    ...fullNameCodes,
    ...dateOfBirthCodes,
    ...uploadCodes,
    ...amountCodes,
    ...withdrawalCodes,
    ...pinCodes,
    ...fxCodes,
    ...kycAgreementCodes,
    ...nomineeCodes,
    ...loginCodes,
    ...idNumberCodes,
    ...idDocumentCodes,
    ...moneyFormCodes,
    ...txHashCodes,
  ]),
] as const;
export type ValidationCode = (typeof validationCodes)[number];
