import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/errors.js';
import { json } from '../../../lib/http/responses.js';
import type { ApiVersion, VersionChange } from '../../../lib/versions/change.js';
import {
  renderEvent,
  renderResponse,
  resolveVersion,
  servedVersions,
  upgradeRequest,
  versionHeaders,
  versionStatus,
} from '../../../lib/versions/version-rules.js';

// A registry of the tests' own: three versions, the first deprecated and past sunset only later.
const rename = (from: string, to: string): VersionChange => ({
  description: `${from} is ${to}`,
  affects: ['GET /things'],
  request: ({ body, query }) => {
    const { [from]: value, ...rest } = (body ?? {}) as Record<string, unknown>;
    return { body: value === undefined ? body : { ...rest, [to]: value }, query };
  },
  response: (response) => {
    const { [to]: value, ...rest } = JSON.parse(response.body as string) as Record<string, unknown>;
    return { ...response, body: JSON.stringify(value === undefined ? rest : { ...rest, [from]: value }) };
  },
  event: (payload) => {
    const { [to]: value, ...rest } = payload;
    return value === undefined ? payload : { ...rest, [from]: value };
  },
});
const v1: ApiVersion = {
  version: '2025-01-01',
  releasedAt: '2025-01-01T00:00:00Z',
  deprecatedAt: '2025-06-01T00:00:00Z',
  sunsetAt: '2026-06-01T00:00:00Z',
  changes: [],
};
const v2: ApiVersion = { version: '2025-06-01', releasedAt: '2025-06-01T00:00:00Z', changes: [rename('a', 'b')] };
const v3: ApiVersion = { version: '2025-09-01', releasedAt: '2025-09-01T00:00:00Z', changes: [rename('b', 'c')] };
const registry = [v1, v2, v3];
const during = new Date('2025-12-01T00:00:00Z');
const afterSunset = new Date('2026-07-01T00:00:00Z');

describe('resolveVersion', () => {
  it('takes the header, else the pin, else the first version', () => {
    expect(resolveVersion(registry, { header: '2025-09-01', pin: '2025-06-01' }, during).version).toBe(v3);
    expect(resolveVersion(registry, { pin: '2025-06-01' }, during).version).toBe(v2);
    expect(resolveVersion(registry, {}, during).version).toBe(v1);
    expect(resolveVersion(registry, { header: ' ' }, during).version).toBe(v1);
  });

  it('refuses a header naming no version with 400 unknown_version listing the served ones', () => {
    const refused = (() => {
      try {
        resolveVersion(registry, { header: '2024-01-01' }, afterSunset);
      } catch (error) {
        return error;
      }
    })() as ApiError;
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 400,
      code: 'unknown_version',
      details: { supported: ['2025-06-01', '2025-09-01'] },
    });
  });

  it('falls forward from a version past its sunset to the oldest still served, saying which was asked', () => {
    expect(resolveVersion(registry, { header: '2025-01-01' }, afterSunset)).toEqual({
      version: v2,
      retired: '2025-01-01',
    });
    expect(resolveVersion(registry, {}, afterSunset)).toEqual({ version: v2, retired: '2025-01-01' });
    expect(servedVersions(registry, afterSunset)).toEqual([v2, v3]);
  });
});

describe('versionStatus and versionHeaders', () => {
  it('calls the newest current and a version deprecated from its deprecation date on', () => {
    expect(versionStatus(registry, v3, during)).toBe('current');
    expect(versionStatus(registry, v2, during)).toBe('supported');
    expect(versionStatus(registry, v1, new Date('2025-05-31T00:00:00Z'))).toBe('supported');
    expect(versionStatus(registry, v1, during)).toBe('deprecated');
  });

  it('announces deprecation (RFC 9745), sunset (RFC 8594) and the version list', () => {
    expect(versionHeaders(registry, { version: v1 }, during, 'https://api.test/versions')).toEqual({
      'x-service-version': '2025-01-01',
      deprecation: '@1748736000',
      sunset: 'Mon, 01 Jun 2026 00:00:00 GMT',
      link: '<https://api.test/versions>; rel="deprecation"; type="application/json"',
    });
    expect(versionHeaders(registry, { version: v3 }, during, 'x')).toEqual({ 'x-service-version': '2025-09-01' });
    expect(versionHeaders(registry, { version: v2, retired: '2025-01-01' }, afterSunset, 'x')).toEqual({
      'x-service-version': '2025-06-01',
      'x-service-version-fallback': '2025-01-01; answered-as=2025-06-01',
    });
  });
});

describe('composition', () => {
  it('upgrades an old request through every later change, oldest first', () => {
    expect(upgradeRequest(registry, v1, { route: 'r', body: { a: 1 }, query: undefined }).body).toEqual({ c: 1 });
    expect(upgradeRequest(registry, v2, { route: 'r', body: { b: 1 }, query: undefined }).body).toEqual({ c: 1 });
    expect(upgradeRequest(registry, v3, { route: 'r', body: { c: 1 }, query: undefined }).body).toEqual({ c: 1 });
  });

  it('renders a newest answer and event back through every later change, newest first', () => {
    const newest = json(200, { c: 1, d: 2 });
    expect(JSON.parse(renderResponse(registry, v1, newest, 'r').body as string)).toEqual({ a: 1, d: 2 });
    expect(JSON.parse(renderResponse(registry, v2, newest, 'r').body as string)).toEqual({ b: 1, d: 2 });
    expect(renderResponse(registry, v3, newest, 'r')).toBe(newest);
    expect(renderEvent(registry, v1, { c: 1 })).toEqual({ a: 1 });
    expect(renderEvent(registry, v3, { c: 1 })).toEqual({ c: 1 });
  });
});
