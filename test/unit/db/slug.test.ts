import { describe, expect, it } from 'vitest';
import { addressableSlug, isReservedSlug, slugify, slugOr } from '../../../lib/db/slug.js';
import { SLUG_PATTERN } from '../../../lib/pages/slug-pattern.js';

describe('slugify', () => {
  it('makes a valid slug from a title, dropping accents and punctuation', () => {
    expect(slugify('Hello, World!')).toBe('hello-world');
    expect(slugify('Équipe & Café')).toBe('equipe-cafe');
    expect(slugify('  snake_case stays ')).toBe('snake_case-stays');
    expect(SLUG_PATTERN.test(slugify('x'.repeat(300)))).toBe(true);
  });

  it('answers empty when nothing is left, so the caller picks the fallback', () => {
    expect(slugify('!!!')).toBe('');
  });

  it('turns _ into a hyphen like any other character when underscores are not kept (commerce slugs)', () => {
    expect(slugify('  snake_case stays ', { underscores: false })).toBe('snake-case-stays');
    expect(slugify('a_-_b', { underscores: false })).toBe('a-b');
  });

  it('never ends on a hyphen when cut at 100 characters', () => {
    const slug = slugify(`${'a'.repeat(99)} b`);
    expect(slug).toBe('a'.repeat(99));
  });
});

describe('addressableSlug', () => {
  it('folds accents, punctuation and case into hyphenated words', () => {
    expect(addressableSlug('  Café Crème — Deluxe! ', { underscores: false })).toBe('cafe-creme-deluxe');
  });

  it('gives nothing for a name without letters or digits, or one that looks like an id', () => {
    expect(addressableSlug('!!!', { underscores: false })).toBeUndefined();
    expect(addressableSlug('0123456789ABCDEF01234567', { underscores: false })).toBeUndefined();
    expect(addressableSlug('0123456789ABCDEF01234567')).toBeUndefined();
  });
});

describe('isReservedSlug', () => {
  it('names the words of routes beside a list, in any case', () => {
    expect(isReservedSlug('count')).toBe(true);
    expect(isReservedSlug(' COUNT ')).toBe(true);
    expect(isReservedSlug('counts')).toBe(false);
    expect(isReservedSlug('count-blog')).toBe(false);
  });
});

describe('slugOr', () => {
  it('makes a slug from a name, the kind when nothing is left, a suffixed one when reserved', () => {
    expect(slugOr('Hello World', 'blog')).toBe('hello-world');
    expect(slugOr('!!!', 'article')).toBe('article');
    expect(slugOr('Count', 'blog')).toBe('count-blog');
  });
});
