import { isId } from '../db/keys.js';
import { siteOfSecret } from './tokens.js';

/** How long an instance trusts a subdomain → site id it has seen (at most 60 s). */
export const SITE_HINT_TTL_MS = 60_000;

/**
 * Subdomains this instance has recently seen resolve to a site, so a user token naming its site
 * by subdomain can read the site's resource with the token. A hint only chooses what to read
 * early: the site itself is always resolved from the token's own record, and an early read of
 * another site is never handed to the handler (see authenticate).
 */
export interface SiteHints {
  lookup(subdomain: string, nowMs?: number): string | undefined;
  remember(subdomain: string, siteId: string, nowMs?: number): void;
}

export const createSiteHints = (ttlMs = SITE_HINT_TTL_MS, maxEntries = 10_000): SiteHints => {
  const entries = new Map<string, { siteId: string; until: number }>();
  return {
    lookup(subdomain, nowMs = Date.now()) {
      const entry = entries.get(subdomain);
      if (!entry) return undefined;
      if (entry.until > nowMs) return entry.siteId;
      entries.delete(subdomain);
      return undefined;
    },
    remember(subdomain, siteId, nowMs = Date.now()) {
      entries.delete(subdomain);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(subdomain, { siteId, until: nowMs + ttlMs });
    },
  };
};

/**
 * The site a request names before its token is read: the site a site-bound secret carries, else
 * X-Service-Site when it is an id, else a subdomain this instance has seen recently. Undefined
 * when the request does not name one (old secrets without the header: read sequentially).
 */
export const siteHint = (
  secret: string,
  header: string | undefined,
  hints: SiteHints,
  nowMs?: number,
): string | undefined => {
  const bound = siteOfSecret(secret);
  if (bound) return bound;
  const named = header?.trim();
  if (!named) return undefined;
  return isId(named) ? named : hints.lookup(named.toLowerCase(), nowMs);
};
