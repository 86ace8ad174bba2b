// A table of the weakest contrast and gain/loss distance per theme, for reviews:
// TOKENS_REPORT=1 pnpm exec vitest run --project unit packages/tokens/src/report.test.ts
import { expect, it } from 'vitest';
import { checkGainLoss, visionDistance } from './colorVision';
import { checkContrast } from './pairs';
import { themeDefinitions, themes } from './themes';

it.runIf(process.env.TOKENS_REPORT)('prints the token report', () => {
  const rows = themes.map((theme) => {
    const tokens = themeDefinitions[theme].tokens;
    const results = checkContrast(tokens);
    const lowest = (use: string) => {
      const r = results.filter((x) => x.use === use).reduce((a, b) => (b.ratio < a.ratio ? b : a));
      return `${r.ratio.toFixed(2)} ${r.fg}/${r.bg}`;
    };
    const cvd = Object.fromEntries(checkGainLoss(tokens).map((r) => [r.vision, r.distance]));
    return {
      theme,
      'text (4.5)': lowest('text'),
      'control (3)': lowest('control'),
      'focus (3)': lowest('focus'),
      'ΔE normal': cvd.normal?.toFixed(1),
      'ΔE prot': cvd.protanopia?.toFixed(1),
      'ΔE deut': cvd.deuteranopia?.toFixed(1),
      'ΔE trit': cvd.tritanopia?.toFixed(1),
      'ΔE pos/pri': visionDistance(tokens.positive, tokens.primary).toFixed(1),
      'ΔE neg/pri': visionDistance(tokens.negative, tokens.primary).toFixed(1),
    };
  });
  console.table(rows);
  expect(rows).toHaveLength(themes.length);
});
