// Trading rules (spec 3-5, 8): orders, lots and ticks per exchange, the order status table,
// fees and taxes per market, the order quote and its eligibility, positions at average cost.
// zod-free; the schemas are in entities/trading.ts, the ticket's form in forms/order.ts.
export * from './orderKinds';
export * from './orderStatus';
export * from './lots';
export * from './ticks';
export * from './fees';
export * from './orderPreview';
export * from './eligibility';
export * from './position';
export * from './performance';
