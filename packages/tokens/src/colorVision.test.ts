import { describe, expect, it } from 'vitest';
import type { TokenSet } from './base';
import {
  checkGainLoss,
  MIN_GAIN_LOSS_DISTANCE,
  MIN_ROLE_DISTANCE,
  visionDistance,
} from './colorVision';
import { themeDefinitions, themes } from './themes';

describe('checkGainLoss', () => {
  it('finds no distance between a colour and itself', () => {
    expect(visionDistance('#047857', '#047857', 'deuteranopia')).toBe(0);
  });

  it('catches a classic green/red pair of equal lightness under red-green deficiencies', () => {
    // Material green 800 / red 800: clearly different in normal vision, close without M cones
    const tokens: TokenSet = {
      ...themeDefinitions.stand.tokens,
      positive: '#2e7d32',
      negative: '#c62828',
    };
    const byVision = Object.fromEntries(checkGainLoss(tokens).map((r) => [r.vision, r]));
    expect(byVision.normal?.ok).toBe(true);
    expect(byVision.deuteranopia?.ok).toBe(false);
  });
});

describe.each(themes)('%s connection rating colours (spec 2)', (theme) => {
  const tokens = themeDefinitions[theme].tokens;

  it(`tell excellent (green) from good (emerald): ΔE2000 ≥ ${MIN_ROLE_DISTANCE}`, () => {
    expect(
      visionDistance(tokens['signal-excellent'], tokens['signal-good']),
    ).toBeGreaterThanOrEqual(MIN_ROLE_DISTANCE);
  });
});

describe.each(themes)('%s gain/loss colours', (theme) => {
  const tokens = themeDefinitions[theme].tokens;

  it(`stay ΔE2000 ≥ ${MIN_GAIN_LOSS_DISTANCE.normal} apart, ≥ ${MIN_GAIN_LOSS_DISTANCE.simulated} under protanopia, deuteranopia and tritanopia`, () => {
    const failures = checkGainLoss(tokens)
      .filter((r) => !r.ok)
      .map((r) => `${r.vision}: ${r.distance.toFixed(1)} < ${r.min}`);
    expect(failures).toEqual([]);
  });

  it(`stay ΔE2000 ≥ ${MIN_ROLE_DISTANCE} from the primary colour`, () => {
    expect(visionDistance(tokens.positive, tokens.primary)).toBeGreaterThanOrEqual(
      MIN_ROLE_DISTANCE,
    );
    expect(visionDistance(tokens.negative, tokens.primary)).toBeGreaterThanOrEqual(
      MIN_ROLE_DISTANCE,
    );
  });
});
