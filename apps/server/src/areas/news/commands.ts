// The back-office commands of the news area: `news:publish` writes an item the
// tenant's clients see in the news list (and on the quote page when it names a listing).
// cli/program.ts assembles them; they call this area's service, never SQL.
import { nonEmpty, type CommandKit } from '../../cli/kit';
import { publishNews } from './service';

export function newsCommands({ program, out, unitOfWork, tenantOption }: CommandKit): void {
  program
    .command('news:publish')
    .description("Publish a news item to a tenant's clients.")
    .addOption(tenantOption())
    .requiredOption('--headline <text>', 'headline', nonEmpty('--headline'))
    .requiredOption('--body <text>', 'text', nonEmpty('--body'))
    .option('--summary <text>', 'one-line summary (default: the first line of the body)')
    .option('--symbol <symbol>', 'the listing it is about')
    .option('--market <exchange>', 'the exchange of --symbol (NASDAQ, NSE, ...)')
    .action(
      async (o: {
        tenant: string;
        headline: string;
        body: string;
        summary?: string;
        symbol?: string;
        market?: string;
      }) => {
        const item = await unitOfWork((deps) =>
          publishNews(deps, {
            tenantId: o.tenant,
            headline: o.headline,
            body: o.body,
            ...(o.summary !== undefined ? { summary: o.summary } : {}),
            ...(o.symbol !== undefined ? { symbol: o.symbol } : {}),
            ...(o.market !== undefined ? { market: o.market } : {}),
          }),
        );
        out(`News ${item.id} published: ${item.headline}`);
      },
    );
}
