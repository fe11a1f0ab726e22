import { describe, expect, it } from 'vitest';
import {
  escapeHtml,
  foldWord,
  holdsPhrase,
  htmlToText,
  parseQuery,
  snippetOf,
  wordMatches,
  withinOneEdit,
} from '../../../lib/search/text-rules.js';

describe('search text rules', () => {
  it('folds case and accents', () => {
    expect(foldWord('Café')).toBe('cafe');
    expect(foldWord('CRÈME BRÛLÉE')).toBe('creme brulee');
    expect(foldWord('Jalapeño')).toBe('jalapeno');
  });

  it('reads words, quoted phrases and whether the last word is a prefix', () => {
    expect(parseQuery('Strawberry TART')).toEqual({ words: ['strawberry', 'tart'], phrases: [], prefixLast: true });
    expect(parseQuery('"butter pastry" fresh')).toEqual({
      words: ['butter', 'pastry', 'fresh'],
      phrases: [['butter', 'pastry']],
      prefixLast: true,
    });
    expect(parseQuery('fresh "butter pastry"').prefixLast).toBe(false);
    // An unclosed quote is plain words.
    expect(parseQuery('"butter pastry').phrases).toEqual([]);
  });

  it('matches a phrase only in order', () => {
    expect(holdsPhrase('Fresh strawberry on butter pastry', ['butter', 'pastry'])).toBe(true);
    expect(holdsPhrase('pastry butter', ['butter', 'pastry'])).toBe(false);
    expect(holdsPhrase('Crème brûlée', ['creme', 'brulee'])).toBe(true);
  });

  it('allows one edit, no more', () => {
    expect(withinOneEdit('strawberry', 'strawbery')).toBe(true);
    expect(withinOneEdit('strawberry', 'strawberyy')).toBe(true);
    expect(withinOneEdit('pastry', 'pastri')).toBe(true);
    expect(withinOneEdit('pastry', 'patsry')).toBe(true);
    expect(withinOneEdit('pastry', 'pstri')).toBe(false);
    expect(wordMatches('tart', 'tarx', false)).toBe(false);
    expect(wordMatches('store', 'sto', true)).toBe(true);
    expect(wordMatches('store', 'sto', false)).toBe(false);
  });

  it('strips HTML to text and escapes', () => {
    expect(htmlToText('<p>A <b>bold</b> &amp; <script>x()</script>move&#33;</p>')).toBe('A bold & move!');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('marks the matched words in the snippet and escapes everything else', () => {
    const snippet = snippetOf('Tom & Jerry <3 a café', parseQuery('cafe'));
    expect(snippet).toBe('Tom &amp; Jerry &lt;3 a <mark>café</mark>');
    const long = `${'word '.repeat(100)}target ${'tail '.repeat(100)}`;
    const cut = snippetOf(long, parseQuery('target'), 60);
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).toContain('<mark>target</mark>');
  });
});
