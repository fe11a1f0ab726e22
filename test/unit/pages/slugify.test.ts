import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from '../../../lib/pages/slugify.js';

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
});
