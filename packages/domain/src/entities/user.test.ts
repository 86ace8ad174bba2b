import { describe, expect, it } from 'vitest';
import { userSchema } from './user';

const user = {
  id: '10042',
  username: 'ravi.k',
  avatar: 'https://cdn.example.com/avatars/10042.png',
  full_name: 'Ravi Kumar',
  order_num: 12,
};

describe('User', () => {
  it('accepts a profile as the server sends it', () => {
    expect(userSchema.parse(user)).toEqual(user);
  });

  it('order_num defaults to 0; avatar and full_name may be absent or null', () => {
    expect(userSchema.parse({ id: '1', username: 'ravi' })).toEqual({
      id: '1',
      username: 'ravi',
      order_num: 0,
    });
    expect(userSchema.safeParse({ ...user, avatar: null, full_name: null }).success).toBe(true);
  });

  it.each([
    ['a numeric id', { ...user, id: 10042 }],
    ['no id', { ...user, id: undefined }],
    ['no username', { ...user, username: undefined }],
    ['a negative order count', { ...user, order_num: -1 }],
    ['a fractional order count', { ...user, order_num: 1.5 }],
  ])('refuses %s', (_label, value) => {
    expect(userSchema.safeParse(value).success).toBe(false);
  });
});
