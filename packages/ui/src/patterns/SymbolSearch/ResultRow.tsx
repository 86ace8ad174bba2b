import { useIndustryName } from '../../lib/industryName';
import { Amount } from '../../primitives/Amount';
import type { SymbolSearchResult } from './SymbolSearch';

export /** One result: logo, symbol, market and country, name, two optional lines, the price. */
function ResultRow({ result }: { result: SymbolSearchResult }) {
  const { symbol, market, name, country, currency, price, countryImage, image } = result;
  // the stock-data service's first detail line is the company's industry, in English: the
  // locale's name for it when it has one; any other detail line shows as sent
  const industryName = useIndustryName();
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md bg-surface-sunken text-sm font-semibold text-fg-muted"
      >
        {image ? <img src={image} alt="" className="size-full object-cover" /> : symbol.charAt(0)}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="font-semibold text-fg">{symbol}</span>
          <span className="text-xs text-fg-muted">{market}</span>
          <span className="flex items-center gap-1 text-xs text-fg-muted">
            {countryImage && (
              <img src={countryImage} alt="" className="h-3 w-4 rounded-sm object-cover" />
            )}
            {country}
          </span>
        </span>
        <span className="truncate text-sm text-fg">{name}</span>
        {result.detail1 && (
          <span className="truncate text-xs text-fg-muted">{industryName(result.detail1)}</span>
        )}
        {result.detail2 && <span className="truncate text-xs text-fg-muted">{result.detail2}</span>}
      </span>
      <Amount value={price} currency={currency} className="shrink-0 text-sm font-medium text-fg" />
    </>
  );
}
