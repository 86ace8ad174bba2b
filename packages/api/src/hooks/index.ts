// @invest/api/hooks: the React part (SWR). Apps wrap their tree in <ApiProvider client session>.
export * from './context';
export * from './queries';
export * from './mutations';
export { queryKeys, isKeyOf, CACHE_LIFETIMES, type QueryName, type QueryKey } from '../keys';
export * from './uploads';
export * from './phoneCountries';
export * from './pinFlow';
export * from './loginFlow';
