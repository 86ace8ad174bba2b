import { describe, expect, it } from 'vitest';
import { appThemes } from './themes';

describe('System settings', () => {
  it('lists the eight themes of spec 1', () => {
    expect(appThemes).toEqual(['stand', 'neo', 'abs', 'edel', 'sc', 'jp', 'dark', 'light']);
  });
});
