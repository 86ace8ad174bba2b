// @invest/api/hooks: the React part (SWR). Apps wrap their tree in <ApiProvider client session>.
// One file per area (keys, hooks, mutations); adding an endpoint touches its area's file here
// and its contract file (see the package README).
export * from './context';
export * from './cache';
export * from './keys';
export * from './query';
export * from './mutation';
export * from './settings';
export * from './auth';
export * from './client';
export * from './uploads';
export * from './kyc';
export * from './accounts';
export * from './messages';
export * from './security';
export * from './phoneCountries';
export * from './pinFlow';
export * from './loginFlow';
export * from './stock';
export * from './watchlist';
export * from './news';
export * from './bank';
export * from './nominees';
export * from './deposits';
export * from './withdrawals';
export * from './fx';
export * from './funds';
export * from './orders';
export * from './offerings';
export * from './stepUp';
