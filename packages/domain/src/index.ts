export * from './statuses';
export * from './constants';
export * from './result';
export * from './decimal';
