// @vitest-environment happy-dom
// The step-up every screen shares, against the real server. A client with
// neither PIN nor second factor sets a first PIN: the dialog asks for the password before the
// call, a wrong one keeps it open with the reason, a cancel settles the action as cancelled, the
// right one sets the PIN; then the step-up kind is the PIN, and an action run without a proof up
// front that the server refuses for one opens the dialog for the proof it names.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, databaseKinds, startServer, type TestServer } from '../testing/support';
import { signedInClient } from '../testing/hooks';
import { useSetPin } from './auth';
import { isStepUpCancelled, useStepUp, useStepUpMutation, withStepUp } from './stepUp';

describe.each(databaseKinds())(
  'useStepUp against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    }, 60_000);
    afterAll(() => s?.close());
    afterEach(() => cleanup());

    it('asks for the password of a first PIN, keeps a wrong one open, and settles', async () => {
      const { client, wrapper } = await signedInClient(s);
      const hook = renderHook(() => useStepUp(), { wrapper });
      await waitFor(() => expect(hook.result.current.overview.data?.step_up).toBe('none'));
      const setPin = (pin: string) =>
        hook.result.current.run((proof) =>
          client.request('setPin', { body: withStepUp({ pin, confirm_pin: pin }, proof) }),
        );

      // cancelled: nothing is sent, the action settles as cancelled
      let outcome: Promise<unknown> = Promise.resolve();
      act(() => {
        outcome = setPin('135790').catch((error: unknown) => error);
      });
      await waitFor(() => expect(hook.result.current.dialog.isOpen).toBe(true));
      expect(hook.result.current.dialog.proof).toBe('password');
      act(() => hook.result.current.dialog.onCancel());
      expect(isStepUpCancelled(await outcome)).toBe(true);
      expect(hook.result.current.dialog.isOpen).toBe(false);

      // a wrong password keeps the dialog open with the server's refusal; the right one sets it
      let done: Promise<unknown> = Promise.resolve();
      act(() => {
        done = setPin('135790');
      });
      await waitFor(() => expect(hook.result.current.dialog.isOpen).toBe(true));
      act(() => hook.result.current.dialog.onSubmit('not-the-password'));
      await waitFor(() =>
        expect(hook.result.current.dialog.error).toMatchObject({ code: 'INCORRECT_PASSWORD' }),
      );
      expect(hook.result.current.dialog.isOpen).toBe(true);
      act(() => hook.result.current.dialog.onSubmit(TEST_PASSWORD));
      await act(async () => {
        await expect(done).resolves.toEqual({ ok: true });
      });
      expect(hook.result.current.dialog.isOpen).toBe(false);

      // the PIN is the step-up now; a call made without one is refused naming the PIN, and the
      // dialog asks for it
      await act(async () => {
        await hook.result.current.overview.mutate();
      });
      expect(hook.result.current.kind).toBe('pin');
      let enrol: Promise<unknown> = Promise.resolve();
      act(() => {
        enrol = hook.result.current.run(
          (proof) => client.request('totpEnrol', { body: withStepUp({}, proof) }),
          'never',
        );
      });
      await waitFor(() => expect(hook.result.current.dialog.isOpen).toBe(true));
      expect(hook.result.current.dialog.proof).toBe('pin');
      act(() => hook.result.current.dialog.onSubmit('135790'));
      await act(async () => {
        await expect(enrol).resolves.toMatchObject({ secret: expect.any(String) });
      });
    });
  },
);

describe.each(databaseKinds())(
  'useStepUpMutation against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    }, 60_000);
    afterAll(() => s?.close());
    afterEach(() => cleanup());

    it('asks for the proof the body needs, retries the mutation with it, and cancels', async () => {
      const { wrapper } = await signedInClient(s);
      // a first PIN is a factor change: the password is asked before the call
      const hook = renderHook(() => useStepUpMutation(useSetPin(), { need: () => 'always' }), {
        wrapper,
      });
      await waitFor(() => expect(hook.result.current.overview.data?.step_up).toBe('none'));

      let cancelled: Promise<unknown> = Promise.resolve();
      act(() => {
        cancelled = hook.result.current
          .trigger({ pin: '135790', confirm_pin: '135790' })
          .catch((error: unknown) => error);
      });
      await waitFor(() => expect(hook.result.current.dialog.isOpen).toBe(true));
      expect(hook.result.current.dialog.proof).toBe('password');
      act(() => hook.result.current.dialog.onCancel());
      expect(isStepUpCancelled(await cancelled)).toBe(true);

      let done: Promise<unknown> = Promise.resolve();
      act(() => {
        done = hook.result.current.trigger({ pin: '135790', confirm_pin: '135790' });
      });
      await waitFor(() => expect(hook.result.current.dialog.isOpen).toBe(true));
      act(() => hook.result.current.dialog.onSubmit('not-the-password'));
      await waitFor(() =>
        expect(hook.result.current.dialog.error).toMatchObject({ code: 'INCORRECT_PASSWORD' }),
      );
      act(() => hook.result.current.dialog.onSubmit(TEST_PASSWORD));
      await act(async () => {
        await expect(done).resolves.toEqual({ ok: true });
      });
      expect(hook.result.current.dialog.isOpen).toBe(false);
      expect(hook.result.current.data).toEqual({ ok: true });
    });
  },
);
