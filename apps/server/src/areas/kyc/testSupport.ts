// Test fixtures of the kyc area for other areas' tests: a KYC state written directly, the state a
// test starts from (the product sets it through submitKyc and decideKyc only).
export { updateUserKyc } from './repo';
