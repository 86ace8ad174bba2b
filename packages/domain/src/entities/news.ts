import { enum as zEnum, object, record, string, type infer as Infer } from 'zod';
import { exchangeIdSchema } from '../market/instrumentSchema';
import { newsKinds } from '../news';

/** A news item of the list: its headline and summary, and the listing it is about, if any. */
export const newsItemSchema = object({
  id: string(),
  kind: zEnum(newsKinds),
  headline: string(),
  summary: string(),
  /** The listing the item is about, when it is about one. */
  symbol: string().optional(),
  market: exchangeIdSchema.optional(),
  published_at: string(),
  /**
   * A generated item's template (NEWS_TEXT_KEYS) and its parameters, which the web renders in
   * the reader's language (i18n news `generated.<key>`); headline, summary and body are its
   * English text, shown for what the back office published and by a build that lacks the key.
   */
  key: string().optional(),
  params: record(string(), string()).optional(),
});
export type NewsItem = Infer<typeof newsItemSchema>;

/** A news item with its text (paragraphs separated by blank lines). */
export const newsDetailSchema = newsItemSchema.extend({ body: string() });
export type NewsDetail = Infer<typeof newsDetailSchema>;
