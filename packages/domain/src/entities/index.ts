// spec 3: the entities' zod schemas, one module per area; their plain values and helpers are in
// zod-free modules outside entities/ (issue 6)
export * from './fields';
export * from './user';
export * from './auth';
export * from './permissions';
export * from './quota';
export * from './settings';
export * from './locale';
export * from './device';
export * from './startup';
export * from './market';
export * from './kyc';
export * from './banking';
export * from './nominee';
export * from './assets';
export * from './products';
export * from './orders';
export * from './trading';
export * from './subscriptions';
export * from './loans';
export * from './messages';
export * from './environment';
export * from './cookieConsent';
export * from './security';
