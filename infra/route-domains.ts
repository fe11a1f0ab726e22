import type { RouteDefinition } from '../lib/endpoint/route.js';

/**
 * Path prefixes whose routes go to a named domain instead of their first segment's: small
 * prefixes sharing one nested stack, or (should one ever be needed) part of a large domain split
 * off. The longest prefix matching whole segments wins (`/site` does not match `/sites`).
 *
 * A new entry must name a prefix that has no routes yet: remapping existing routes moves them to
 * another stack, which replaces their functions and routes on the next deployment.
 */
export const DOMAIN_PREFIXES: Readonly<Record<string, string>> = {
  '/health': 'platform',
  '/site': 'platform',
  '/sites': 'platform',
  '/openapi.json': 'platform',
  '/docs': 'platform',
  '/auth': 'identity',
  '/tokens': 'identity',
  '/user': 'identity',
  // The site's push setup (VAPID key, native credentials) beside its devices and sends.
  '/push': 'devices',
  // Cloud code: deployments, secrets and logs, functions and jobs share one stack.
  '/cloud_code': 'cloud_code',
  '/functions': 'cloud_code',
  '/jobs': 'cloud_code',
  // The site's mail templates beside its mail suppressions.
  '/mail_templates': 'mail',
  // The flat file of every translation beside the translations (its dot is no domain name).
  '/translations.json': 'translations',
};

/**
 * Routes per nested stack before synthesis fails. About 8 resources per route (function, role,
 * policy, log group, alarm, integration, permission, route): 50 routes stay near 400 resources,
 * well under CloudFormation's 500 per stack.
 */
export const MAX_ROUTES_PER_DOMAIN = 50;

const FIRST_SEGMENT = /^\/([a-z][a-z0-9_]*)(?:\/|$)/;
const DOMAIN_NAME = /^[a-z][a-z0-9_]*$/;

const matchesPrefix = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The domain of a route, from its path alone: the longest matching `DOMAIN_PREFIXES` entry, else
 * the first path segment (`/pages/{page}` → `pages`, `/products/checkout_profiles` → `products`).
 * It depends on no other row, so adding a route never moves an existing one.
 */
export const routeDomain = (path: string, prefixes: Readonly<Record<string, string>> = DOMAIN_PREFIXES): string => {
  const prefix = Object.keys(prefixes)
    .filter((candidate) => matchesPrefix(path, candidate))
    .sort((a, b) => b.length - a.length)[0];
  const domain = prefix === undefined ? FIRST_SEGMENT.exec(path)?.[1] : prefixes[prefix];
  if (domain === undefined) {
    throw new Error(`Route path "${path}" must start with a literal segment (/[a-z][a-z0-9_]*) naming its domain`);
  }
  if (!DOMAIN_NAME.test(domain)) throw new Error(`Domain "${domain}" (of ${path}) must match ${DOMAIN_NAME}`);
  return domain;
};

/** `shipping_rates` → `ShippingRates`, `oauth2` → `Oauth2`: the domain's construct id, hence its stack's name. */
export const domainConstructId = (domain: string): string =>
  domain
    .split(/[_-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The route table split by domain, in order of first appearance. Throws when a domain exceeds
 * `maxRoutesPerDomain`, so a growing domain fails synthesis before its stack nears 500 resources.
 */
export const groupRoutesByDomain = (
  routes: readonly RouteDefinition[],
  options: { readonly maxRoutesPerDomain?: number; readonly prefixes?: Readonly<Record<string, string>> } = {},
): ReadonlyMap<string, readonly RouteDefinition[]> => {
  const { maxRoutesPerDomain = MAX_ROUTES_PER_DOMAIN, prefixes = DOMAIN_PREFIXES } = options;
  const groups = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const domain = routeDomain(route.path, prefixes);
    const group = groups.get(domain) ?? [];
    group.push(route);
    groups.set(domain, group);
  }
  for (const [domain, group] of groups) {
    if (group.length > maxRoutesPerDomain) {
      throw new Error(
        `Domain "${domain}" has ${group.length} routes, more than ${maxRoutesPerDomain} per nested stack ` +
          `(CloudFormation allows 500 resources, each route makes about 8): give part of its paths their own ` +
          `domain with a DOMAIN_PREFIXES entry in infra/route-domains.ts (a new path prefix is free; moving ` +
          `existing routes replaces their functions).`,
      );
    }
  }
  return groups;
};
