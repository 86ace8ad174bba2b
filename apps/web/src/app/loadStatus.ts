// A screen's state from the reads it shows: ready once every read has an answer (a failed
// refresh keeps the answer on screen, as the lists keep theirs while they grow), else an error
// when one failed, else loading.
export type LoadStatus = 'ready' | 'error' | 'loading';

export const loadStatus = (...reads: { data?: unknown; error?: unknown }[]): LoadStatus =>
  reads.every((r) => r.data !== undefined)
    ? 'ready'
    : reads.some((r) => r.error)
      ? 'error'
      : 'loading';
