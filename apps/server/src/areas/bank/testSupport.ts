// Test fixtures of the bank area for other areas' tests: a bank account row written directly, so
// a test can start from a state the product's own rules would refuse to create.
export { insertBankAccount } from './repo';
