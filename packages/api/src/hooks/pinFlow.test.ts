// @vitest-environment happy-dom
// spec 2/5 PIN: the flow the PIN screen runs, against the real server: set a PIN; replacing it
// asks the current one first (a wrong one is refused), then sets the new one with it.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, databaseKinds, startServer, type TestServer } from '../testing/support';
import { signedInClient } from '../testing/hooks';
import { usePinFlow, type PinFlowOptions } from './pinFlow';

describe.each(databaseKinds())(
  'usePinFlow against the real server (%s)',
  { timeout: 30_000 },
  (kind) => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(kind, { config: { CORS_ORIGINS: [globalThis.location.origin] } });
    }, 60_000);
    afterAll(() => s?.close());
    afterEach(() => cleanup());

    async function signedIn() {
      const { wrapper } = await signedInClient(s);
      const mount = (options: PinFlowOptions = {}) =>
        renderHook(() => usePinFlow(options), { wrapper });
      return { mount };
    }

    it('sets a PIN with the password, then replaces it only with the current one', async () => {
      const { mount } = await signedIn();
      const first = mount();
      await waitFor(() => expect(first.result.current.mode).toBe('set'));
      // a first PIN is a new factor: the session alone is refused, the password proves it
      await act(async () => {
        await expect(first.result.current.submit('135790')).rejects.toMatchObject({
          code: 'STEP_UP_REQUIRED',
        });
      });
      await act(async () => {
        await expect(
          first.result.current.submit('135790', { password: TEST_PASSWORD }),
        ).resolves.toBe('saved');
      });
      first.unmount();

      const second = mount();
      // a PIN is set: the current one is asked first
      await waitFor(() => expect(second.result.current.mode).toBe('verify'));
      await act(async () => {
        await expect(second.result.current.submit('000000')).rejects.toMatchObject({
          code: 'INCORRECT_PIN',
        });
      });
      await act(async () => {
        await expect(second.result.current.submit('135790')).resolves.toBe('current-checked');
      });
      expect(second.result.current.mode).toBe('set');
      await act(async () => {
        await expect(second.result.current.submit('246801')).resolves.toBe('saved');
      });

      const check = mount({ verifyOnly: true });
      expect(check.result.current.mode).toBe('verify');
      await act(async () => {
        await expect(check.result.current.submit('246801')).resolves.toBe('verified');
      });
    });
  },
);
