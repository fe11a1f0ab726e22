import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/errors.js';
import { bodyEtag, conditionalGet, variantEtag } from '../../../lib/http/middleware/conditional-get.js';
import { errorHandler, problemResponse } from '../../../lib/http/middleware/error-handler.js';
import { json, type HttpResult } from '../../../lib/http/responses.js';
import type { ApiVersion } from '../../../lib/versions/change.js';
import { problemDetails } from '../../../lib/versions/changes/problem-details.js';
import { renderedVariant, versionedRequest, versions } from '../../../lib/versions/middleware.js';

// A test-only registry and clock: the first version deprecated since 2026-01-01, sunset 2027-01-01.
const registry: ApiVersion[] = [
  {
    version: '2025-01-01',
    releasedAt: '2025-01-01T00:00:00Z',
    deprecatedAt: '2026-01-01T00:00:00Z',
    sunsetAt: '2027-01-01T00:00:00Z',
    changes: [],
  },
  {
    version: '2025-12-01',
    releasedAt: '2025-12-01T00:00:00Z',
    changes: [
      problemDetails,
      {
        description: 'name is title',
        affects: ['POST /things'],
        request: ({ body, query }) => {
          const { name, ...rest } = (body ?? {}) as Record<string, unknown>;
          return { body: name === undefined ? body : { ...rest, title: name }, query };
        },
      },
    ],
  },
];

const run = async (at: string, headers: Record<string, string>, pin?: string, fail?: boolean) => {
  let seen: unknown;
  const now = () => new Date(at);
  const handler = middy<APIGatewayProxyEventV2, HttpResult, Error, Context & { principal?: unknown }>()
    .use(versions({ route: 'things', registry, now }))
    .use({
      before: async (request) => {
        request.context.principal = { site: { id: 's', subdomain: 's', apiVersion: pin } };
      },
    })
    .use(versionedRequest({ route: 'things', registry, now }))
    .use(errorHandler({ logger: console, render: problemResponse }))
    .handler(async (event) => {
      seen = event.body;
      if (fail) throw new ApiError(409, 'taken', 'Taken');
      return json(200, { ok: true }, { link: '<https://api.test/things?cursor=x>; rel="next"' });
    });
  const event = {
    headers: { host: 'api.test', ...headers },
    body: { name: 'N' },
    requestContext: { requestId: 'req', domainName: 'api.test' },
  } as unknown as APIGatewayProxyEventV2;
  const response = await handler(event, {} as Context);
  return { response, seen };
};

describe('the version middleware', () => {
  it('answers a deprecated version with Deprecation, Sunset and the deprecation link beside the page links', async () => {
    const { response, seen } = await run('2026-03-01T00:00:00Z', {});
    expect(response.headers).toMatchObject({
      'x-service-version': '2025-01-01',
      deprecation: '@1767225600',
      sunset: 'Fri, 01 Jan 2027 00:00:00 GMT',
      link: '<https://api.test/things?cursor=x>; rel="next", <https://api.test/versions>; rel="deprecation"; type="application/json"',
    });
    expect(seen).toEqual({ title: 'N' });
  });

  it('says nothing of deprecation before its date or for the newest version', async () => {
    expect((await run('2025-12-15T00:00:00Z', {})).response.headers.deprecation).toBeUndefined();
    const newest = await run('2026-03-01T00:00:00Z', { 'x-service-version': '2025-12-01' });
    expect(newest.response.headers.deprecation).toBeUndefined();
    expect(newest.seen).toEqual({ name: 'N' });
  });

  it('takes the pin when no header names a version, the header winning', async () => {
    expect((await run('2026-03-01T00:00:00Z', {}, '2025-12-01')).response.headers['x-service-version']).toBe(
      '2025-12-01',
    );
    const header = await run('2026-03-01T00:00:00Z', { 'x-service-version': '2025-01-01' }, '2025-12-01');
    expect(header.response.headers['x-service-version']).toBe('2025-01-01');
  });

  it('falls forward past the sunset and says so', async () => {
    const { response, seen } = await run(
      '2027-02-01T00:00:00Z',
      { 'x-service-version': '2025-01-01' },
      undefined,
      true,
    );
    expect(response.headers['x-service-version']).toBe('2025-12-01');
    expect(response.headers['x-service-version-fallback']).toBe('2025-01-01; answered-as=2025-12-01');
    expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(seen).toEqual({ name: 'N' });
  });

  it('renders errors in the version of the request', async () => {
    const old = await run('2025-12-15T00:00:00Z', {}, undefined, true);
    expect(old.response.body).toBe('{"code":"taken","message":"Taken"}');
    const newest = await run('2025-12-15T00:00:00Z', { 'x-service-version': '2025-12-01' }, undefined, true);
    expect(JSON.parse(newest.response.body as string)).toMatchObject({ status: 409, code: 'taken', detail: 'Taken' });
  });
});

describe('conditional GETs across versions', () => {
  // A change that renames a field of 200 bodies: the first version answers `name`, the newest `title`.
  const renaming: ApiVersion[] = [
    { version: '2025-01-01', releasedAt: '2025-01-01T00:00:00Z', changes: [] },
    {
      version: '2025-12-01',
      releasedAt: '2025-12-01T00:00:00Z',
      changes: [
        {
          description: 'name is title',
          affects: ['GET /things/{id}'],
          response: (response) => {
            if (response.statusCode !== 200 || !response.body) return response;
            const { title, ...rest } = JSON.parse(response.body) as Record<string, unknown>;
            return { ...response, body: JSON.stringify({ ...rest, name: title }) };
          },
        },
      ],
    },
  ];
  const options = { route: 'things', registry: renaming, now: () => new Date('2026-01-01T00:00:00Z') };
  const handler = middy<APIGatewayProxyEventV2, HttpResult, Error, Context & { principal?: unknown }>()
    .use(versions(options))
    .use(versionedRequest(options))
    .use(conditionalGet({ variant: renderedVariant(options) }))
    .handler(async () => json(200, { id: 'x', title: 'T' }));
  const get = (headers: Record<string, string>) =>
    handler(
      { headers: { host: 'api.test', ...headers }, requestContext: { domainName: 'api.test' } } as never,
      {} as Context,
    ) as Promise<HttpResult>;

  it('gives each version whose body differs its own ETag, and answers 304 only to the tag of its version', async () => {
    const first = await get({ 'x-service-version': '2025-01-01' });
    const newest = await get({ 'x-service-version': '2025-12-01' });
    expect(first.body).toBe('{"id":"x","name":"T"}');
    expect(newest.body).toBe('{"id":"x","title":"T"}');
    expect(newest.headers.etag).toBe(bodyEtag('{"id":"x","title":"T"}'));
    expect(first.headers.etag).toBe(variantEtag(newest.headers.etag as string, '2025-01-01'));
    expect(first.headers.vary).toContain('X-Service-Version');

    const revalidated = await get({ 'x-service-version': '2025-01-01', 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    const otherVersion = await get({
      'x-service-version': '2025-01-01',
      'if-none-match': newest.headers.etag as string,
    });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.body).toBe('{"id":"x","name":"T"}');
  });
});
