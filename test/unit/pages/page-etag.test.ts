import { describe, expect, it } from 'vitest';
import { ifMatchSatisfied, pageEtag } from '../../../lib/pages/page-etag.js';

const ID = 'a'.repeat(24);

describe('pageEtag', () => {
  it('is a quoted strong tag that changes with the version and the page', () => {
    const tag = pageEtag(ID, 1);
    expect(tag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(pageEtag(ID, 1)).toBe(tag);
    expect(pageEtag(ID, 2)).not.toBe(tag);
    expect(pageEtag('b'.repeat(24), 1)).not.toBe(tag);
  });
});

describe('ifMatchSatisfied', () => {
  const current = pageEtag(ID, 3);

  it('matches the current tag, alone or in a list, and *', () => {
    expect(ifMatchSatisfied(current, current)).toBe(true);
    expect(ifMatchSatisfied(`"old", ${current}`, current)).toBe(true);
    expect(ifMatchSatisfied(' * ', current)).toBe(true);
  });

  it('refuses another tag, a weak tag (strong comparison), an unquoted tag and garbage', () => {
    expect(ifMatchSatisfied(pageEtag(ID, 2), current)).toBe(false);
    expect(ifMatchSatisfied(`W/${current}`, current)).toBe(false);
    expect(ifMatchSatisfied(current.slice(1, -1), current)).toBe(false);
    expect(ifMatchSatisfied('', current)).toBe(false);
    expect(ifMatchSatisfied(`junk ${current}`, current)).toBe(false);
  });
});
