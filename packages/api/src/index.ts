/** The HTTP layer of spec 7-8 arrives with the API issue; this package is its home. */
export const API_TIMEOUT_MS = 15_000; // spec 9: request timeout
export * from './contract';
