import { describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { buildSiteApiStacks } from '../../infra/build-stacks.js';
import {
  domainConstructId,
  groupRoutesByDomain,
  MAX_ROUTES_PER_DOMAIN,
  routeDomain,
} from '../../infra/route-domains.js';
import { stageSettings } from '../../infra/stages.js';
import { newTestApp } from './fixture.js';

const row = (path: string, name = `route-${path}`): RouteDefinition => ({
  name,
  method: 'GET',
  path,
  auth: 'site',
  access: 'read',
});

describe('routeDomain', () => {
  it('takes the first path segment', () => {
    expect(routeDomain('/pages')).toBe('pages');
    expect(routeDomain('/pages/{page}/batch')).toBe('pages');
    expect(routeDomain('/products/checkout_profiles/{profile}')).toBe('products');
    expect(routeDomain('/oauth2/.well-known/openid-configuration')).toBe('oauth2');
    expect(routeDomain('/shipping_rates/{id}')).toBe('shipping_rates');
  });

  it('groups the small platform and identity prefixes, matching whole segments', () => {
    for (const path of ['/health', '/site', '/sites', '/sites/{site}/members/{user}'])
      expect(routeDomain(path), path).toBe('platform');
    for (const path of ['/auth/login', '/tokens', '/tokens/{token}', '/user'])
      expect(routeDomain(path), path).toBe('identity');
    expect(routeDomain('/sitemaps')).toBe('sitemaps');
    expect(routeDomain('/users')).toBe('users');
  });

  it('prefers the longest configured prefix', () => {
    const prefixes = { '/themes/{theme}/assets': 'theme_assets', '/user': 'identity' };
    expect(routeDomain('/themes/{theme}/assets/{name}', prefixes)).toBe('theme_assets');
    expect(routeDomain('/themes/{theme}/layouts', prefixes)).toBe('themes');
  });

  it('rejects paths without a literal first segment', () => {
    expect(() => routeDomain('/')).toThrow(/literal segment/);
    expect(() => routeDomain('/{site}/pages')).toThrow(/literal segment/);
    expect(() => routeDomain('pages')).toThrow(/literal segment/);
  });

  it('names nested stacks in PascalCase', () => {
    expect(domainConstructId('shipping_rates')).toBe('ShippingRates');
    expect(domainConstructId('oauth2')).toBe('Oauth2');
    expect(domainConstructId('identity')).toBe('Identity');
  });
});

describe('groupRoutesByDomain', () => {
  it('puts every row of the route table in exactly one domain', () => {
    const groups = groupRoutesByDomain(routes);
    const grouped = [...groups.values()].flat();
    expect(grouped).toHaveLength(routes.length);
    expect(new Set(grouped)).toEqual(new Set(routes));
    for (const [domain, group] of groups) {
      for (const route of group) expect(routeDomain(route.path), route.name).toBe(domain);
    }
  });

  it('never moves existing routes when a route is added', () => {
    const before = groupRoutesByDomain(routes);
    const after = groupRoutesByDomain([
      row('/zebras', 'list-zebras'),
      ...routes,
      row('/pages/{page}/copy', 'copy-page'),
    ]);
    for (const [domain, group] of before) {
      expect(
        after.get(domain)?.filter((route) => routes.includes(route)),
        domain,
      ).toEqual(group);
    }
    expect(after.get('zebras')?.map((route) => route.name)).toEqual(['list-zebras']);
  });

  it(`accepts ${MAX_ROUTES_PER_DOMAIN} routes in one domain and fails with a clear message at one more`, () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => row(`/widgets/w${i}`));
    expect(groupRoutesByDomain(rows(MAX_ROUTES_PER_DOMAIN)).get('widgets')).toHaveLength(MAX_ROUTES_PER_DOMAIN);
    expect(() => groupRoutesByDomain(rows(MAX_ROUTES_PER_DOMAIN + 1))).toThrow(
      `Domain "widgets" has ${MAX_ROUTES_PER_DOMAIN + 1} routes, more than ${MAX_ROUTES_PER_DOMAIN} per nested stack`,
    );
    expect(() => groupRoutesByDomain(rows(3), { maxRoutesPerDomain: 2 })).toThrow(/DOMAIN_PREFIXES/);
  });

  it('keeps the current route table within the limit', () => {
    for (const [domain, group] of groupRoutesByDomain(routes)) {
      expect(group.length, domain).toBeLessThanOrEqual(MAX_ROUTES_PER_DOMAIN);
    }
  });

  it('fails building the API stack when a domain is over the limit', () => {
    const tooMany = Array.from({ length: MAX_ROUTES_PER_DOMAIN + 1 }, (_, i) => row(`/widgets/w${i}`));
    expect(() => buildSiteApiStacks(newTestApp(), stageSettings('dev'), tooMany)).toThrow(
      `Domain "widgets" has ${MAX_ROUTES_PER_DOMAIN + 1} routes`,
    );
  });
});
