import { describe, expect, it } from 'vitest';
import { inboxMessageSchema } from './messages';

const message = {
  id: 'msg_204',
  title: 'Deposit received',
  body: 'Your deposit of USD 1,000.00 has been credited.',
  read: false,
  created_at: '2025-03-01T09:30:00Z',
};

describe('Message', () => {
  it('accepts an unread message', () => {
    expect(inboxMessageSchema.parse(message)).toEqual(message);
  });

  it.each([
    ['read as a number', { read: 0 }],
    ['no read flag', { read: undefined }],
    ['a local time', { created_at: '2025-03-01 09:30' }],
    ['no id', { id: '' }],
  ])('refuses %s', (_label, change) => {
    expect(inboxMessageSchema.safeParse({ ...message, ...change }).success).toBe(false);
  });
});
