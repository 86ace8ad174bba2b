import { describe, expect, it } from 'vitest';
import { entityIssueCodes } from './entityIssueCodes';

describe('shared entity fields', () => {
  it('issue codes are unique snake_case', () => {
    expect(new Set(entityIssueCodes).size).toBe(entityIssueCodes.length);
    for (const code of entityIssueCodes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
