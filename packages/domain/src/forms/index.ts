// One validator per form: run by the view before submitting and by the server's
// service on the request; zod-free (the browser's first load).
export * from './formResult';
export * from './auth';
export * from './pin';
export * from './kyc';
export * from './money';
export * from './order';
