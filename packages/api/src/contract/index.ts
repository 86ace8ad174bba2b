// @invest/api/contract: the wire's single definition, shared with apps/server. One file per
// area (routes + schemas, built from the domain entities); adding an endpoint touches its area's
// file (and its hooks file): see the package README.
export * from './envelope';
export * from './text';
export * from './routes';
export * from './schemas';
export * from './settings';
export * from './auth';
export * from './client';
export * from './uploads';
export * from './kyc';
export * from './accounts';
export * from './messages';
export * from './stepUp';
export * from './security';
export * from './health';
export * from './stock';
export * from './watchlist';
export * from './news';
export * from './money';
export * from './bank';
export * from './nominees';
export * from './deposits';
export * from './withdrawals';
export * from './fx';
export * from './funds';
export * from './orders';
export * from './offerings';
