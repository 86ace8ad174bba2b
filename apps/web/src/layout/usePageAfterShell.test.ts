// @vitest-environment happy-dom
// The app's first render commits the shell without its page, and the page follows in a task of
// its own; once the shell has committed, every later mount shows its page in its first commit.
import { cleanup, render, waitFor } from '@testing-library/react';
import { createElement as h, useLayoutEffect } from 'react';
import { afterEach, expect, it } from 'vitest';
import { usePageAfterShell } from './usePageAfterShell';

afterEach(cleanup);

const commits: boolean[] = [];
function Frame() {
  const pageShown = usePageAfterShell();
  useLayoutEffect(() => {
    commits.push(pageShown);
  });
  return h('main', null, pageShown ? h('h1', null, 'Log in') : null);
}

it('commits the first frame without its page, then the page in a later task', async () => {
  const { container } = render(h(Frame));
  // render() flushed the commit and its effects: the page has not come with them
  expect(commits).toEqual([false]);
  expect(container.querySelector('h1')).toBeNull();
  await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Log in'));
  expect(commits).toEqual([false, true]);
});

it('shows the page in the first commit of every later mount', () => {
  commits.length = 0;
  const { container } = render(h(Frame));
  expect(commits).toEqual([true]);
  expect(container.querySelector('h1')?.textContent).toBe('Log in');
});
