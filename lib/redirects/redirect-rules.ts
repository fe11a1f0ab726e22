/*
 * The rules of redirects, pure: how sources and path targets are normalized and compared, which
 * targets are allowed, and how a chain is followed (loops, hops).
 */

/** Chains are followed this many hops at most, when checked for loops and when resolved. */
export const MAX_HOPS = 5;
export const MAX_PATH = 1000;

/**
 * A source or a path as matched: a leading slash, no trailing one, no query string or fragment
 * (they are not matched). Undefined when it is no path (or the root, which a page or the site's
 * home answers).
 */
export const normalizePath = (value: string): string | undefined => {
  const path = value.trim().replace(/[?#].*$/s, '');
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\s\u0000-\u001f\u007f]/.test(path) || path.length > MAX_PATH) return undefined;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? undefined : trimmed;
};

/** Why a target is refused (a path or an absolute http(s) URL), or undefined. */
export const targetProblem = (value: string): string | undefined => {
  const target = value.trim();
  if (target.length === 0 || target.length > 2000) return 'must be 1 to 2000 characters';
  if (target.startsWith('/'))
    return normalizePath(target) === undefined && target !== '/'
      ? 'must be a path or an absolute http(s) URL'
      : undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'must be a path (/…) or an absolute http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be a path or an http: or https: URL';
  if (!url.hostname) return 'must name a host';
  return undefined;
};

/** The path a target leads to on this site, to follow a chain (undefined for an absolute URL or the root). */
export const targetPath = (target: string): string | undefined =>
  target.trim().startsWith('/') ? normalizePath(target) : undefined;

/**
 * Follows the chain from `source` through `next(path)` (the target of the redirect at a path, or
 * undefined) for at most MAX_HOPS: the hops taken, the final target, and whether it came back to a
 * path it had passed (a loop).
 */
export const followChain = async (
  source: string,
  first: string,
  next: (path: string) => Promise<string | undefined> | string | undefined,
): Promise<{ target: string; hops: number; loop: boolean }> => {
  const seen = new Set([source]);
  let target = first;
  let hops = 1;
  for (;;) {
    const path = targetPath(target);
    if (path === undefined) return { target, hops, loop: false };
    if (seen.has(path)) return { target, hops, loop: true };
    if (hops >= MAX_HOPS) return { target, hops, loop: false };
    seen.add(path);
    const after = await next(path);
    if (after === undefined) return { target, hops, loop: false };
    target = after;
    hops += 1;
  }
};
