import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../functions/routes.js';
import type { RouteDefinition } from '../../lib/endpoint/route.js';
import { recipeFor, type MeasuredRequest } from '../../harness/recipes.js';
import { acceptedScopes, formatScopes, type Scope } from '../../lib/auth/scopes.js';
import { hashSecret } from '../../lib/auth/tokens.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { useApi, type ApiResponse, type Owner } from '../helpers/api.js';

// Fault handling: every route of the route table, called with every kind of caller, answers exactly
// the status the auth model promises, with the scope headers. The routes come from
// functions/routes.ts and their requests from the budget recipes (harness/recipes.ts), so
// a new route without a recipe, or a public route not listed below, fails here.

vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_MINUTE = '100000';
});

/** Routes without bearer authentication, each with why (they authenticate otherwise or are public). */
const PUBLIC_ROUTES: Record<string, string> = {
  'get-health': 'health check',
  login: 'exchanges credentials for a token',
  'get-openapi': 'public API description',
  'list-versions': 'public list of API versions and their changelog',
  'get-docs': 'public API reference page',
  'get-docs-asset': 'public API reference assets',
  'get-openid-configuration': 'OpenID Connect discovery',
  'get-oauth-jwks': 'public signing keys',
  'oauth-authorize': 'sign-in page for people',
  'oauth-authorize-form': 'sign-in and consent forms (CSRF-protected)',
  'oauth-token': 'client-authenticated token endpoint',
  'oauth-revoke': 'client-authenticated revocation',
  'oauth-introspect': 'client-authenticated introspection',
  'get-oauth-userinfo': 'checks its own bearer token (RFC 6750 errors)',
  'get-channel-feed-rss': 'a feed for feed readers, which send no token',
  'get-channel-feed-atom': 'a feed for feed readers, which send no token',
  'get-blog-feed-rss': 'a feed for feed readers, which send no token',
  'get-blog-feed-atom': 'a feed for feed readers, which send no token',
  'receive-payment-webhook': "a payment provider's event, verified by the provider's signature or fetched back",
};

// Entry routes are ACL-filtered for non-master tokens: the channel's ACL, not the
// token, decides between success, 403 (denied write) and 404 (denied read).
const aclFiltered = (route: RouteDefinition) => route.path.startsWith('/channels/{channel}/entries');
// A PUT that creates or replaces what its path names (a cloud code secret by name): on another
// site's own site it simply stores one there, so it answers as the owner's request does.
const upsertByName = (route: RouteDefinition) => route.method === 'PUT' && route.name.startsWith('put-');
// What every site has by a fixed name (a mail template: the site's own or the built-in default):
// another site's token, on its own site, reads or resets its own, as the owner's request does.
const everySiteHas = (route: RouteDefinition) => route.path.startsWith('/mail_templates/');

const api = useApi();
let owner: Owner;
let stranger: Owner;
const tokens: Record<'revoked' | 'expired' | 'noScope' | 'userOnly' | 'nonMaster' | 'strangerSite', string> =
  {} as never;

const createToken = async (token: string, body: Record<string, unknown>) => {
  const res = await api.request('POST', '/tokens', { token, body });
  if (res.status !== 201) throw new Error(`token fixture: ${res.status} ${res.text}`);
  return res.body as { id: string; token: string; scopes: string[] };
};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([api.owner(), api.owner()]);
  const allScopes = (
    (await api.request('GET', '/user', { token: owner.token })).headers.get('x-oauth-scopes') ?? ''
  ).split(', ');
  const revoked = await createToken(owner.token, { note: 'revoked', scopes: allScopes });
  await api.request('DELETE', `/tokens/${revoked.id}`, { token: owner.token });
  const expired = await createToken(owner.token, { note: 'expired', scopes: allScopes, master_token: true });
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.token(hashSecret(expired.token)),
      UpdateExpression: 'SET expiresAt = :past',
      ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00Z' },
    }),
  );
  tokens.revoked = revoked.token;
  tokens.expired = expired.token;
  tokens.noScope = (await createToken(owner.token, { note: 'no scope', scopes: ['public'] })).token;
  // For routes the `public` scope opens (device registration, the VAPID key): a token with none of the route's scopes.
  tokens.userOnly = (await createToken(owner.token, { note: 'user only', scopes: ['read_user'] })).token;
  tokens.nonMaster = (await createToken(owner.token, { note: 'non-master', scopes: allScopes })).token;
  tokens.strangerSite = (
    await createToken(stranger.token, { note: 'other site', scopes: allScopes, site_id: stranger.site.id })
  ).token;
});

const prepare = async (route: RouteDefinition): Promise<MeasuredRequest> => {
  const recipe = recipeFor(route);
  if (!recipe) throw new Error(`No recipe for ${route.name}: add one to harness/recipes.ts`);
  return recipe({ api, owner });
};

/** Sends a prepared request as another caller: `token` replaces the owner's (undefined: none); `site` null drops X-Service-Site. */
const sendAs = (
  request: MeasuredRequest,
  token: string | undefined,
  site: string | null | undefined = request.options?.site,
): Promise<ApiResponse> =>
  api.request(request.method, request.path, { ...request.options, token, site: site ?? undefined });

const accepted = (route: RouteDefinition) =>
  formatScopes(
    [route.scope, route.alternativeScope].filter((s): s is Scope => s !== undefined).flatMap(acceptedScopes),
  );

const expectRefused = (res: ApiResponse, status: number, code: string, context: string) => {
  expect(res.status, `${context}: ${res.text.slice(0, 200)}`).toBe(status);
  // Under /oauth2 errors take the RFC 6749/6750 form; everywhere else the API's own.
  if (res.body?.error !== undefined)
    expect(res.body, context).toEqual(expect.objectContaining({ error: expect.any(String) }));
  else expect(res.body, context).toEqual(expect.objectContaining({ code, message: expect.any(String) }));
};

const expectScopeHeaders = (res: ApiResponse, route: RouteDefinition, context: string) => {
  expect(res.headers.get('x-oauth-scopes'), context).not.toBeNull();
  if (route.scope) expect(res.headers.get('x-accepted-oauth-scopes'), context).toBe(accepted(route));
};

const authenticated = routes.filter((route) => route.auth !== 'none');

describe('authorization matrix', () => {
  it('lists every public route with a reason, and no authenticated one', () => {
    const publicNames = routes
      .filter((route) => route.auth === 'none')
      .map((route) => route.name)
      .sort();
    expect(
      publicNames.filter((name) => !(name in PUBLIC_ROUTES)),
      'public routes missing from PUBLIC_ROUTES',
    ).toEqual([]);
    expect(
      Object.keys(PUBLIC_ROUTES).filter((name) => routes.some((r) => r.name === name && r.auth !== 'none')),
    ).toEqual([]);
  });

  it.each(authenticated.map((route) => [route.name, route] as const))(
    '%s answers each kind of caller as the auth model says',
    async (name, route) => {
      const request = await prepare(route);
      const at = (who: string) => `${name} as ${who}`;

      const none = await sendAs(request, undefined);
      expectRefused(none, 401, 'missing_token', at('no token'));
      if (!route.path.startsWith('/oauth2'))
        expect(none.body.error, 'the RFC error form is only for /oauth2').toBeUndefined();
      expect(none.headers.get('x-oauth-scopes')).toBeNull();
      expectRefused(
        await sendAs(request, 'smp_garbage-token-that-was-never-issued'),
        401,
        'invalid_token',
        at('a garbage token'),
      );
      expectRefused(await sendAs(request, tokens.revoked), 401, 'invalid_token', at('a revoked token'));
      expectRefused(await sendAs(request, tokens.expired), 401, 'token_expired', at('an expired token'));

      if (route.scope) {
        const opensToPublic = route.scope === 'public' || route.alternativeScope === 'public';
        const res = await sendAs(request, opensToPublic ? tokens.userOnly : tokens.noScope);
        expectRefused(res, 403, 'insufficient_scope', at('a token missing the scope'));
        expect(res.headers.get('x-oauth-scopes')).toBe(opensToPublic ? 'read_user' : 'public');
        expect(res.headers.get('x-accepted-oauth-scopes')).toBe(accepted(route));
      }

      if (route.auth === 'site') {
        const otherSite = await sendAs(request, tokens.strangerSite, owner.site.id);
        expectRefused(otherSite, 403, 'site_mismatch', at('a token of another site'));
        expectScopeHeaders(otherSite, route, at('a token of another site'));
        const notMember = await sendAs(request, stranger.token, owner.site.id);
        expectRefused(notMember, 403, 'site_forbidden', at('a user token without membership'));
        // Without the header, another site's token acts on its own site: the first site's resources do not exist there.
        if (/\{[^}]+\}/.test(route.path) && !aclFiltered(route) && !upsertByName(route) && !everySiteHas(route)) {
          expect(
            (await sendAs(request, tokens.strangerSite, null)).status,
            at('a token of another site, on its own site'),
          ).toBe(404);
        }
      } else if (route.path.startsWith('/sites/{site}')) {
        expectRefused(await sendAs(request, stranger.token), 404, 'not_found', at('a user token without membership'));
      }

      const nonMaster = await sendAs(await prepare(route), tokens.nonMaster);
      if (aclFiltered(route))
        expect([...request.expect, 403, 404], at('a non-master token')).toContain(nonMaster.status);
      else
        expect(
          request.expect,
          `${at('a non-master token')}: ${nonMaster.status} ${nonMaster.text.slice(0, 200)}`,
        ).toContain(nonMaster.status);
      expectScopeHeaders(nonMaster, route, at('a non-master token'));

      const fresh = await prepare(route);
      const master = await sendAs(fresh, owner.token);
      expect(fresh.expect, `${at('a master token')}: ${master.status} ${master.text.slice(0, 200)}`).toContain(
        master.status,
      );
      expectScopeHeaders(master, route, at('a master token'));
    },
  );
});
