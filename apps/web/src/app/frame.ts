// The page's box inside the layout's `main` (which has no padding of its own): centred, with
// the same gutters as the layout's placeholder pages.
export const pageFrame = 'mx-auto w-full max-w-3xl px-4 py-8';
/** Wider pages (home, settings, diagnostics). */
export const widePageFrame = 'mx-auto w-full max-w-6xl px-4 py-8';
