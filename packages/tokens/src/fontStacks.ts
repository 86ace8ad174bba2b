/**
 * Font stacks the themes share. "Inter Variable" and "Source Serif 4 Variable"
 * are self-hosted by the web app (apps/web/src/fonts.css, latin and latin-ext subsets); each is
 * followed by its metric-matched "... Fallback" face, so the swap moves nothing, then by the
 * faces of the scripts the text faces do not cover: Devanagari (hi-IN: the system's face, else
 * the web app's self-hosted Noto Sans Devanagari, downloaded only for Devanagari text) and
 * Simplified Chinese (zh-CN: system faces only). Where the web app's fonts.css is not loaded (a partner's page), the stacks
 * fall through to the system fonts.
 */
const devanagari =
  '"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari", "Noto Sans Devanagari Variable"';
const chinese =
  '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC"';
const system = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The text face of every theme: Inter, then Devanagari and Chinese system faces. */
export const interStack = `"Inter Variable", "Inter Fallback", ${devanagari}, ${chinese}, ${system}`;

/** Inter for Latin and figures, then Chinese first (sc). */
export const interChineseStack = `"Inter Variable", "Inter Fallback", ${chinese}, "Source Han Sans SC", ${devanagari}, ${system}`;

/** Inter for Latin and figures, then Japanese gothic faces (jp). */
export const interJapaneseStack = `"Inter Variable", "Inter Fallback", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Yu Gothic UI", "Yu Gothic", YuGothic, Meiryo, "Noto Sans JP", "Noto Sans CJK JP", ${devanagari}, ${system}`;

/** A transitional serif for headings (edel): Source Serif 4, then system serifs. */
export const serifStack = `"Source Serif 4 Variable", "Source Serif 4 Fallback", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "Noto Serif Devanagari", "Songti SC", "Noto Serif CJK SC", serif`;
