import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_LIMITS,
  chatChannel,
  checkChatMessage,
  isChatVisible,
  nextAutoMessageState,
  shouldSendAutoMessage,
} from './supportChat';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 5, 15, 12);

describe('isChatVisible (spec 4)', () => {
  it('shows the chat only when authenticated', () => {
    expect(isChatVisible(true)).toBe(true);
    expect(isChatVisible(false)).toBe(false);
  });
});

describe('shouldSendAutoMessage (spec 7/9: at most once per 4 h)', () => {
  it('sends when never sent', () => {
    expect(shouldSendAutoMessage(null, NOW)).toBe(true);
    expect(shouldSendAutoMessage(Number.NaN, NOW)).toBe(true);
  });

  it('waits 4 h between messages', () => {
    expect(shouldSendAutoMessage(NOW, NOW)).toBe(false);
    expect(shouldSendAutoMessage(NOW - 4 * HOUR + 1, NOW)).toBe(false);
    expect(shouldSendAutoMessage(NOW - 4 * HOUR, NOW)).toBe(true);
  });

  it('does not send for a time in the future', () => {
    expect(shouldSendAutoMessage(NOW + HOUR, NOW)).toBe(false);
  });
});

describe('nextAutoMessageState (per user)', () => {
  it('records the time for the user it sends to, and leaves the given log alone', () => {
    const log = Object.freeze({ other: NOW - HOUR });
    const result = nextAutoMessageState(log, 'u1', NOW);
    expect(result).toEqual({ send: true, state: { other: NOW - HOUR, u1: NOW } });
    expect(log).toEqual({ other: NOW - HOUR });
  });

  it('keeps each user separate', () => {
    const log = { u1: NOW - HOUR };
    expect(nextAutoMessageState(log, 'u1', NOW)).toEqual({ send: false, state: log });
    expect(nextAutoMessageState(log, 'u2', NOW).send).toBe(true);
  });

  it('does not read inherited keys as users', () => {
    expect(nextAutoMessageState({}, 'constructor', NOW).send).toBe(true);
    expect(nextAutoMessageState({}, 'toString', NOW).state).toEqual({ toString: NOW });
  });

  it('never sends for an empty user id', () => {
    const log = {};
    const result = nextAutoMessageState(log, '', NOW);
    expect(result.send).toBe(false);
    expect(result.state).toBe(log);
  });

  it('sends at most once in any 4 h window for one user (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 48 * HOUR }), { minLength: 1, maxLength: 40 }),
        (offsets) => {
          const times = [...offsets].sort((a, b) => a - b).map((t) => NOW + t);
          let state = {};
          const sent: number[] = [];
          for (const t of times) {
            const next = nextAutoMessageState(state, 'u1', t);
            if (next.send) sent.push(t);
            state = next.state;
          }
          expect(sent[0]).toBe(times[0]);
          for (let i = 1; i < sent.length; i += 1) {
            expect((sent[i] as number) - (sent[i - 1] as number)).toBeGreaterThanOrEqual(4 * HOUR);
          }
        },
      ),
    );
  });
});

describe('checkChatMessage (limits)', () => {
  it('trims and accepts text up to the limit, or an image without text', () => {
    expect(checkChatMessage({ text: '  Hello\nthere  ' })).toEqual({
      ok: true,
      text: 'Hello\nthere',
    });
    expect(checkChatMessage({ text: 'x'.repeat(CHAT_LIMITS.text) }).ok).toBe(true);
    expect(checkChatMessage({ text: '', attachments: 1 })).toEqual({ ok: true, text: '' });
  });

  it.each([
    ['nothing', { text: '   ' }, 'empty'],
    ['too long', { text: 'x'.repeat(CHAT_LIMITS.text + 1) }, 'too_long'],
    ['a NUL', { text: 'a\u0000b' }, 'control_characters'],
    ['an escape', { text: 'a\u001bb' }, 'control_characters'],
    ['a lone surrogate', { text: 'a\uD800' }, 'control_characters'],
    [
      'too many images',
      { text: 'x', attachments: CHAT_LIMITS.attachments + 1 },
      'too_many_attachments',
    ],
  ])('refuses %s', (_label, input, issue) => {
    expect(checkChatMessage(input)).toEqual({ ok: false, issue });
  });
});

describe('chatChannel (spec 4, spec 7 cs_key)', () => {
  it('hides the chat from a guest', () => {
    expect(chatChannel({ authenticated: false, csKey: 'k', partnerAvailable: true })).toBe('none');
  });
  it("uses the partner's chat only with a key and its adapter", () => {
    expect(chatChannel({ authenticated: true, csKey: 'k', partnerAvailable: true })).toBe(
      'partner',
    );
    expect(chatChannel({ authenticated: true, csKey: 'k', partnerAvailable: false })).toBe(
      'native',
    );
    expect(chatChannel({ authenticated: true, csKey: '', partnerAvailable: true })).toBe('native');
  });
});
