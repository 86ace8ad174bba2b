// zod-free: the kinds of news item (the schema is entities/news.ts), which the browser shows
// without loading zod.

/** Generated headlines tied to the simulated moves (market, mover) and what the back office published. */
export const newsKinds = ['market', 'mover', 'published'] as const;
export type NewsKind = (typeof newsKinds)[number];

/** The templates of generated items (their texts: i18n news `generated.<key>`). */
export const NEWS_TEXT_KEYS = ['market', 'mover'] as const;
export type NewsTextKey = (typeof NEWS_TEXT_KEYS)[number];
