// The weakest contrast pair and the gain/loss distances per theme, for `pnpm bench` and reviews.
// The tests (contrast.test.ts, colorVision.test.ts) enforce the thresholds; this only reports.
import { checkGainLoss, visionDistance } from './colorVision';
import { checkContrast } from './pairs';
import { themeDefinitions, themes } from './themes';

export function tokenReport() {
  return themes.map((theme) => {
    const tokens = themeDefinitions[theme].tokens;
    const results = checkContrast(tokens);
    const lowest = (use: string) => {
      const r = results.filter((x) => x.use === use).reduce((a, b) => (b.ratio < a.ratio ? b : a));
      return `${r.ratio.toFixed(2)} ${r.fg}/${r.bg}`;
    };
    const cvd = Object.fromEntries(checkGainLoss(tokens).map((r) => [r.vision, r.distance]));
    return {
      theme,
      'text (≥4.5)': lowest('text'),
      'control (≥3)': lowest('control'),
      'focus (≥3)': lowest('focus'),
      'ΔE normal (≥20)': cvd.normal?.toFixed(1),
      'ΔE prot (≥10)': cvd.protanopia?.toFixed(1),
      'ΔE deut (≥10)': cvd.deuteranopia?.toFixed(1),
      'ΔE trit (≥10)': cvd.tritanopia?.toFixed(1),
      'ΔE pos/pri': visionDistance(tokens.positive, tokens.primary).toFixed(1),
      'ΔE neg/pri': visionDistance(tokens.negative, tokens.primary).toFixed(1),
    };
  });
}
