export * from './envelope';
export * from './routes';
export * from './schemas';
