import { describe, expect, it } from 'vitest';
import { DEFAULT_ENVIRONMENT_PROFILE, environmentProfileNames } from './environment';

describe('Environment profile', () => {
  it('names the five profiles of spec 7, live the default', () => {
    expect(environmentProfileNames).toEqual(['dev', 'pl', 'kun', 'es', 'live']);
    expect(DEFAULT_ENVIRONMENT_PROFILE).toBe('live');
  });
});
