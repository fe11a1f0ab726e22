import type { RouteDefinition } from '../lib/endpoint/route.js';

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Path parameters, percent-decoded as API Gateway passes them. */
  readonly params: Record<string, string>;
}

export type MatchResult =
  | { readonly kind: 'match'; readonly match: RouteMatch }
  | { readonly kind: 'method_not_allowed'; readonly allow: string[] }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'bad_path' };

const segments = (path: string) => path.split('/').slice(1);

/**
 * Matches a raw request path against the route table the way API Gateway's HTTP API does: a
 * `{param}` matches exactly one non-empty raw segment (so `about%2Fteam` is one segment), literal
 * segments beat parameters, and parameters are percent-decoded afterwards.
 */
export const createRouter = (routes: readonly RouteDefinition[]) => {
  const compiled = routes.map((route) => ({ route, parts: segments(route.path) }));
  return (method: string, rawPath: string): MatchResult => {
    const raw = segments(rawPath);
    let best: { route: RouteDefinition; params: Record<string, string>; literals: number } | undefined;
    const allow = new Set<string>();
    for (const { route, parts } of compiled) {
      if (parts.length !== raw.length) continue;
      const params: Record<string, string> = {};
      let literals = 0;
      let fits = true;
      for (let i = 0; i < parts.length && fits; i += 1) {
        const part = parts[i] as string;
        const value = raw[i] as string;
        if (part.startsWith('{')) {
          if (value === '') fits = false;
          else params[part.slice(1, -1)] = value;
        } else if (part === value) literals += 1;
        else fits = false;
      }
      if (!fits) continue;
      if (route.method !== method) {
        allow.add(route.method);
        continue;
      }
      if (!best || literals > best.literals) best = { route, params, literals };
    }
    if (!best) return allow.size ? { kind: 'method_not_allowed', allow: [...allow] } : { kind: 'not_found' };
    try {
      const params = Object.fromEntries(
        Object.entries(best.params).map(([name, value]) => [name, decodeURIComponent(value)]),
      );
      return { kind: 'match', match: { route: best.route, params } };
    } catch {
      return { kind: 'bad_path' };
    }
  };
};
