// Products a client holds (spec 1, 3-6): the catalogue's values, eligibility and minimums, the
// daily accrual of savings and earn, the NAV of funds, the recommendation rule. zod-free; the
// schemas are in entities/catalogue.ts.
export * from './catalogue';
export * from './eligibility';
export * from './accrual';
export * from './nav';
export * from './recommendations';
export * from './figures';
export * from './redemption';
