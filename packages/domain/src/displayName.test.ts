import { describe, expect, it } from 'vitest';
import { displayName } from './displayName';

const user = {
  id: '10042',
  username: 'ravi.k',
  avatar: 'https://cdn.example.com/avatars/10042.png',
  full_name: 'Ravi Kumar',
  order_num: 12,
};

describe('displayName', () => {
  it('is the full name first', () => {
    expect(displayName(user)).toEqual({ kind: 'name', name: 'Ravi Kumar' });
  });

  it('falls back to the username when the full name is missing or blank', () => {
    expect(displayName({ username: 'ravi.k', full_name: null })).toEqual({
      kind: 'name',
      name: 'ravi.k',
    });
    expect(displayName({ username: 'ravi.k', full_name: '   ' })).toEqual({
      kind: 'name',
      name: 'ravi.k',
    });
  });

  it('trims the name it shows', () => {
    expect(displayName({ username: 'x', full_name: '  Ravi Kumar ' })).toEqual({
      kind: 'name',
      name: 'Ravi Kumar',
    });
  });

  it('is the guest (translated by the UI) without a user or without any name', () => {
    expect(displayName(null)).toEqual({ kind: 'guest' });
    expect(displayName(undefined)).toEqual({ kind: 'guest' });
    expect(displayName({ username: '', full_name: undefined })).toEqual({ kind: 'guest' });
    expect(displayName({ username: ' ', full_name: '' })).toEqual({ kind: 'guest' });
  });
});
