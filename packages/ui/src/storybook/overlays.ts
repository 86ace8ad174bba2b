import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open drawer named `name`, once it has settled: the sheet touches the right edge and no
 * transition is still running. The backdrop fades in from opacity 0 on its own clock, so a sheet
 * that is already in place does not mean its contents are visible yet. Endless animations (a
 * loading skeleton's pulse) never finish and are not waited for.
 */
export const settledDrawer = async (name: string) => {
  const d = await screen.findByRole('dialog', { name });
  await waitFor(() => {
    expect(d.getBoundingClientRect().right).toBe(window.innerWidth);
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    expect(finite).toHaveLength(0);
  });
  return d;
};
