// Every screen shows money only through the figure components (Amount,
// PriceChange, Percent, Figure), which set the locale format and tabular, lining figures. This
// test reads the views, the patterns and the web app with the TypeScript parser (comments and
// strings cannot fool it) and fails on any number formatting outside those components.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '../../../..');
const scanned = ['packages/ui/src/views', 'packages/ui/src/patterns', 'apps/web/src'];

/** Functions that turn a number into text. */
const FORMAT_CALLS = new Set(['formatAmount', 'formatNumber', 'formatPercent']);
const FORMAT_METHODS = new Set(['toFixed', 'toPrecision', 'toLocaleString']);

/**
 * Uses that are not money, each with its reason. An entry that no longer matches fails the test,
 * so the list cannot rot.
 */
const allowed: Record<string, Record<string, string>> = {
  'packages/ui/src/views/FxView/FxQuotePanel.tsx': {
    formatNumber: 'the exchange rate: a ratio, not an amount, inside its sentence',
  },
  'apps/web/src/app/pages/products.ts': {
    formatAmount: "a redemption's amount in its toast (a toast takes text, not an Amount)",
    formatNumber: 'the units of a partial redemption in its toast (a count of units, not money)',
  },
  'apps/web/src/app/fxScreen.ts': {
    formatAmount: "the exchange's two amounts inside the success toast's sentence",
  },
  'packages/ui/src/views/NewsView/newsText.ts': {
    formatAmount: "a generated news item's prices inside its sentences (text, not a figure)",
    formatNumber: "a generated news item's index level, counts and volume inside its sentences",
    formatPercent: "a generated news item's move in percent inside its sentences",
  },
  'packages/ui/src/views/QuoteView/CompanyPart.tsx': {
    formatNumber: 'the shares outstanding (a count, not money)',
  },
  'packages/ui/src/views/OrdersView/OrderDetailView.tsx': {
    formatNumber: "the order's quantity of shares (a count, fractional on US listings, not money)",
  },
  'packages/ui/src/views/OrdersView/OrdersView.tsx': {
    formatNumber: "an order's quantity of shares (a count, not money)",
  },
  'packages/ui/src/views/LoanView/LoanRepayPanel.tsx': {
    toFixed: "the next instalment's unpaid rest as a wire decimal for the repayment (not shown)",
  },
  'packages/ui/src/views/LoanView/TrustProfileView.tsx': {
    formatNumber: 'a trust score, its points, a count of repayments or a VIP level (not money)',
  },
  'packages/ui/src/views/OfferingsView/SubscribePanel.tsx': {
    toFixed: 'the whole lots an amount pays for, read back as an integer (a count, not money)',
  },
  'packages/ui/src/views/OfferingsView/parts.tsx': {
    formatNumber: "a count of an offering's lots or shares, or a VIP level (counts, not money)",
  },
  'packages/ui/src/views/ProductsView/parts.tsx': {
    formatNumber: "a count of a product's units (a count, not money)",
  },
  'packages/ui/src/views/ProductsView/ProductDetailView.tsx': {
    formatNumber: "a product's minimum VIP level or score (counts, not money)",
  },
  'packages/ui/src/views/PortfolioView/PositionsTable.tsx': {
    formatNumber: "a position's quantity of shares (a count, not money)",
  },
  'packages/ui/src/views/PortfolioView/Allocation.tsx': {
    toFixed: "a part's share of the whole, computed in decimals for the bar's width (not money)",
    formatPercent: "a part's share of the portfolio in percent (not money)",
  },
  'packages/ui/src/views/TradePanel/QuoteReview.tsx': {
    formatNumber:
      'the quantity of shares in the order line, and the exchange rate (a ratio) inside its sentence',
  },
  'packages/ui/src/views/TradePanel/OrderPlaced.tsx': {
    formatNumber: 'the quantity of shares inside the confirmation sentence',
    formatAmount:
      "a buy by amount's cash inside the confirmation sentence (a sentence, not a figure)",
  },
  'packages/ui/src/views/SecurityView/DevicesCard.tsx': {
    formatNumber: 'how many devices are shown of how many: counts inside a sentence',
  },
  'packages/ui/src/views/ProfileView/ProfileView.tsx': {
    formatNumber: 'the VIP level and the credit score: whole numbers inside a sentence',
  },
  'packages/ui/src/views/money/featureAccess.tsx': {
    formatNumber:
      "a refused feature's or trade's minimum VIP level and credit score and the client's own: whole numbers inside a sentence",
  },
  'packages/ui/src/views/MarketView/MarketView.tsx': {
    formatNumber:
      'index levels (points, not money) and the counts of advancing and declining stocks',
  },
  'packages/ui/src/views/DashboardView/DashboardMarketSummary.tsx': {
    formatNumber:
      "the market summary's index levels (points, not money) and the counts of advancing and declining stocks",
  },
  'packages/ui/src/patterns/GuestLimitPrompt/GuestLimitNotice.tsx': {
    formatNumber: 'the guest quota (3) inside a sentence',
  },
  'packages/ui/src/views/FxView/FxView.tsx': {
    formatNumber:
      "the exchange rate (a ratio, not an amount) and the account's balance inside a Select option's text (an option's text value must be a string)",
  },
  'packages/ui/src/patterns/NomineeEditor/NomineeEditor.tsx': {
    formatNumber: 'nominee shares in percent inside the live feedback sentence (not money)',
  },
  'packages/ui/src/patterns/PriceChart/PriceChart.tsx': {
    formatAmount:
      "the keyboard point's close and change inside the chart's live announcement (a sentence)",
    formatPercent: "the keyboard point's change inside the chart's live announcement",
    toFixed: "the point's change from the previous close, a display number for the announcement",
  },
  'packages/ui/src/patterns/PriceChart/usePriceChartDrawing.ts': {
    formatNumber: "the chart's price axis (drawn on a canvas)",
  },
  'packages/ui/src/patterns/PriceChart/PriceChartPreview.tsx': {
    formatNumber:
      "the chart preview's price axis and its last close marker (the drawn chart's axis, hidden from assistive technology like the canvas's)",
    toFixed:
      "a price axis step cut to ten decimals against binary fractions (the axis's, not money)",
  },
  'packages/ui/src/patterns/PriceChart/PriceChartTable.tsx': {
    formatNumber: 'the volume counts of the chart table (a count, not money)',
  },
  'packages/ui/src/views/PortfolioView/PerformanceChart.tsx': {
    formatAmount: "the value now inside the summary sentence (the chart's text alternative)",
    formatNumber: "the chart's axes (drawn on a canvas, not money)",
    formatPercent: 'both returns inside the summary sentence',
  },
  'packages/ui/src/views/PortfolioView/PerformanceTable.tsx': {
    formatNumber: "the index levels of the chart's table (points, not money)",
  },
  'packages/ui/src/views/QuoteView/StatsPart.tsx': {
    formatNumber: 'the traded volume (a count, not money)',
  },
  'packages/ui/src/patterns/StartupOverlay/useFormatMs.ts': {
    formatNumber: 'durations in milliseconds of the start-up diagnostics',
  },
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(test|stories)\.tsx?$/.test(entry.name)) return [];
    return [path];
  });
}

/** Each formatting use in a file: the name used and its line. */
export function formattingUses(file: string, text: string): { name: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const uses: { name: string; line: number }[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && FORMAT_CALLS.has(callee.text)) {
        uses.push({ name: callee.text, line: at(node) });
      } else if (ts.isPropertyAccessExpression(callee)) {
        const name = callee.name.text;
        if (FORMAT_METHODS.has(name)) uses.push({ name, line: at(node) });
        if (name === 'NumberFormat' && callee.expression.getText(source) === 'Intl') {
          uses.push({ name: 'Intl.NumberFormat', line: at(node) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

// parsing every view, pattern and page takes seconds; under a loaded CI machine more than the
// default five
describe('money only through the figure components', { timeout: 60_000 }, () => {
  const files = scanned.flatMap((dir) => sources(join(repo, dir)));

  it('scans the views, patterns and pages', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((f) => f.endsWith('DashboardView.tsx'))).toBe(true);
    expect(files.some((f) => f.endsWith('DashboardPage.tsx'))).toBe(true);
  });

  it('finds no number formatting outside Amount, PriceChange, Percent and Figure', () => {
    const found: string[] = [];
    const unused = new Set(
      Object.entries(allowed).flatMap(([file, names]) =>
        Object.keys(names).map((n) => `${file}: ${n}`),
      ),
    );
    for (const file of files) {
      const path = relative(repo, file);
      for (const use of formattingUses(path, readFileSync(file, 'utf8'))) {
        if (allowed[path]?.[use.name]) unused.delete(`${path}: ${use.name}`);
        else found.push(`${path}:${use.line} ${use.name}`);
      }
    }
    expect(found).toEqual([]);
    expect([...unused]).toEqual([]);
  });

  it('sees every form of formatting, and not comments or strings', () => {
    const uses = formattingUses(
      'x.tsx',
      [
        "formatAmount(v, 'USD', l);",
        'fmt.formatNumber(v);',
        "new Intl.NumberFormat('en').format(1);",
        "Intl.NumberFormat('en');",
        'price.toFixed(2);',
        'n.toLocaleString();',
        '// formatAmount(v) in a comment',
        "const s = 'toFixed(2)';",
      ].join('\n'),
    ).map((u) => `${u.line} ${u.name}`);
    expect(uses).toEqual([
      '1 formatAmount',
      '3 Intl.NumberFormat',
      '4 Intl.NumberFormat',
      '5 toFixed',
      '6 toLocaleString',
    ]);
  });
});
