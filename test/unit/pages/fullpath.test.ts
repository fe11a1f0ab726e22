import { describe, expect, it } from 'vitest';
import { derivePath, isAtOrBelow, normalizeFullpath, rebasePath } from '../../../lib/pages/fullpath.js';

describe('derivePath', () => {
  it('derives fullpath, parent_path and depth for root and nested pages', () => {
    expect(derivePath(undefined, 'about')).toEqual({ fullpath: 'about', parent_path: '', depth: 0 });
    expect(derivePath('about', 'team')).toEqual({ fullpath: 'about/team', parent_path: 'about', depth: 1 });
    expect(derivePath('about/team', 'jane')).toEqual({
      fullpath: 'about/team/jane',
      parent_path: 'about/team',
      depth: 2,
    });
  });
});

describe('paths in a tree', () => {
  it('tells a page at or below another from a sibling that merely shares a prefix', () => {
    expect(isAtOrBelow('about', 'about')).toBe(true);
    expect(isAtOrBelow('about/team', 'about')).toBe(true);
    expect(isAtOrBelow('aboutus', 'about')).toBe(false);
  });

  it('rebases a descendant onto a moved ancestor', () => {
    expect(rebasePath('about/team/jane', 'about', 'company/about')).toBe('company/about/team/jane');
  });

  it('normalizes leading and trailing slashes away', () => {
    expect(normalizeFullpath('/about/team/')).toBe('about/team');
    expect(normalizeFullpath('about')).toBe('about');
  });
});
