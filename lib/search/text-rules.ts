/**
 * Pure text rules of search: how words are folded (case and accents), how a query is read (words,
 * the last one a prefix, phrases in quotes), which words may carry a typo, HTML to text, and the
 * snippet with its matches marked and everything else escaped.
 */

/** A word as the index and the queries hold it: lower case, accents removed (`Café` → `cafe`). */
export const foldWord = (word: string): string =>
  // Most words are plain ASCII: lower-casing is all they need (and it is many times cheaper).
  ASCII.test(word)
    ? word.toLowerCase()
    : word
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase();

const ASCII = /^[\x20-\x7e]*$/;

/** The words of a text, as written (letters and digits; apostrophes and hyphens split). */
export const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** Words of this many letters or more tolerate one typo (`strawbery` finds `strawberry`). */
export const TYPO_MIN_LENGTH = 5;

/** A query read: its words (folded), its quoted phrases (each the folded words in order). */
export interface ParsedQuery {
  readonly words: readonly string[];
  readonly phrases: readonly (readonly string[])[];
  /** Whether the last word may be a prefix (it is not inside a closed quote). */
  readonly prefixLast: boolean;
}

/** Reads a query: every word required; words in double quotes must also appear in that order. */
export const parseQuery = (query: string): ParsedQuery => {
  const phrases: string[][] = [];
  const words: string[] = [];
  const parts = query.split('"');
  parts.forEach((part, index) => {
    const folded = wordsOf(part).map(foldWord);
    words.push(...folded);
    // Odd parts are inside quotes (an unclosed quote's words are plain words).
    if (index % 2 === 1 && index < parts.length - 1 && folded.length > 1) phrases.push(folded);
  });
  const closedQuoteAtEnd = parts.length > 1 && parts.length % 2 === 1 && wordsOf(parts.at(-1) ?? '').length === 0;
  return { words, phrases, prefixLast: !closedQuoteAtEnd };
};

/** Whether `text` holds `phrase` (folded words) as consecutive words. */
export const holdsPhrase = (text: string, phrase: readonly string[]): boolean => {
  const words = wordsOf(text).map(foldWord);
  outer: for (let start = 0; start + phrase.length <= words.length; start += 1) {
    for (let i = 0; i < phrase.length; i += 1) if (words[start + i] !== phrase[i]) continue outer;
    return true;
  }
  return false;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment: tags (and script and style contents) removed, entities decoded. */
export const htmlToText = (html: string): string =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();

/** Escapes text for HTML. */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Whether two words are at most one edit apart (insert, delete, substitute, swap of neighbours). */
export const withinOneEdit = (a: string, b: string): boolean => {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
};

/** Whether a word of the text matches a query word: equal, the last word's prefix, or one typo away on long words. */
export const wordMatches = (word: string, queryWord: string, prefix: boolean): boolean =>
  word === queryWord ||
  (prefix && word.startsWith(queryWord)) ||
  (queryWord.length >= TYPO_MIN_LENGTH && withinOneEdit(word, queryWord));

/**
 * A snippet of `text` around its first match of the query: about `length` characters, every
 * matched word wrapped in `<mark>…</mark>`, everything else HTML-escaped, `…` where it is cut.
 */
export const snippetOf = (text: string, query: ParsedQuery, length = 160): string => {
  const spans: { start: number; end: number; match: boolean }[] = [];
  const pattern = /[\p{L}\p{N}]+/gu;
  let first = -1;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    // Past the window of the first match, nothing more is shown: stop reading.
    if (first >= 0 && found.index > first + length) break;
    const folded = foldWord(found[0]);
    const match = query.words.some((word, index) =>
      wordMatches(folded, word, query.prefixLast && index === query.words.length - 1),
    );
    if (match && first < 0) first = found.index;
    spans.push({ start: found.index, end: found.index + found[0].length, match });
  }
  const from = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  let start = from;
  if (from > 0) {
    const word = spans.find((span) => span.start >= from);
    start = word ? word.start : from;
  }
  let end = Math.min(text.length, start + length);
  const cut = spans.find((span) => span.start < end && span.end > end);
  if (cut) end = cut.start;
  let out = start > 0 ? '…' : '';
  let at = start;
  for (const span of spans) {
    if (span.end <= start || span.start >= end) continue;
    if (!span.match) continue;
    out += escapeHtml(text.slice(at, span.start));
    out += `<mark>${escapeHtml(text.slice(span.start, span.end))}</mark>`;
    at = span.end;
  }
  out += escapeHtml(text.slice(at, end));
  if (end < text.length) out += '…';
  return out.trim();
};
