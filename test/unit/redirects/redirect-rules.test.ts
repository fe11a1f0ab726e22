import { describe, expect, it } from 'vitest';
import {
  followChain,
  MAX_HOPS,
  normalizePath,
  targetPath,
  targetProblem,
} from '../../../lib/redirects/redirect-rules.js';

describe('normalizePath', () => {
  it('drops a trailing slash, the query string and the fragment', () => {
    expect(normalizePath('/old/page/')).toBe('/old/page');
    expect(normalizePath('/old/page?x=1#top')).toBe('/old/page');
    expect(normalizePath(' /a ')).toBe('/a');
  });
  it('refuses what is no path below the root', () => {
    for (const value of ['', '/', 'old', '//host/x', '/a b', 'https://x.example/a'])
      expect(normalizePath(value), value).toBeUndefined();
  });
});

describe('targetProblem', () => {
  it('accepts paths and absolute http(s) URLs only', () => {
    for (const value of ['/new', '/', 'https://example.com/x', 'http://example.com'])
      expect(targetProblem(value), value).toBeUndefined();
    for (const value of ['javascript:alert(1)', 'ftp://example.com', 'mailto:a@b.c', 'new/page', ''])
      expect(targetProblem(value), value).toBeDefined();
  });
  it('follows paths, not URLs', () => {
    expect(targetPath('/b/?q')).toBe('/b');
    expect(targetPath('https://example.com/b')).toBeUndefined();
  });
});

describe('followChain', () => {
  const chain = (links: Record<string, string>) => (path: string) => links[path];

  it('follows path targets to the end, counting hops', async () => {
    expect(await followChain('/a', '/b', chain({ '/b': '/c', '/c': 'https://x.example/' }))).toEqual({
      target: 'https://x.example/',
      hops: 3,
      loop: false,
    });
  });
  it('finds a chain that comes back to its source or to a path it passed', async () => {
    expect((await followChain('/a', '/a', chain({}))).loop).toBe(true);
    expect((await followChain('/a', '/b', chain({ '/b': '/c', '/c': '/a' }))).loop).toBe(true);
    expect((await followChain('/a', '/b', chain({ '/b': '/c', '/c': '/b' }))).loop).toBe(true);
  });
  it(`stops after ${MAX_HOPS} hops`, async () => {
    const links = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`/p${i}`, `/p${i + 1}`]));
    const result = await followChain('/start', '/p0', chain(links));
    expect(result).toEqual({ target: `/p${MAX_HOPS - 1}`, hops: MAX_HOPS, loop: false });
  });
});
