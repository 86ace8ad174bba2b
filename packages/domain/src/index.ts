export * from './statuses';
export * from './constants';
