export {
  SymbolSearch,
  type SymbolSearchProps,
  type SymbolSearchResult,
  type SymbolSearchStatus,
} from './SymbolSearch';
