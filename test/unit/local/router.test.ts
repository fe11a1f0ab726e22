import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '../../../lib/endpoint/route.js';
import { createRouter } from '../../../local/router.js';

const row = (name: string, method: RouteDefinition['method'], path: string): RouteDefinition => ({
  name,
  method,
  path,
  auth: 'none',
  access: 'read',
});
const route = createRouter([
  row('get-page', 'GET', '/pages/{page}'),
  row('batch', 'POST', '/pages/{page}/batch'),
  row('list-pages', 'GET', '/pages'),
  row('get-me', 'GET', '/pages/me'),
]);

describe('local router', () => {
  it('matches one raw segment per parameter and percent-decodes it afterwards, as API Gateway does', () => {
    expect(route('GET', '/pages/about%2Fteam')).toEqual({
      kind: 'match',
      match: { route: expect.objectContaining({ name: 'get-page' }), params: { page: 'about/team' } },
    });
    expect(route('GET', '/pages/about/team')).toEqual({ kind: 'not_found' });
  });

  it('prefers literal segments over parameters', () => {
    expect(route('GET', '/pages/me')).toMatchObject({ kind: 'match', match: { route: { name: 'get-me' } } });
  });

  it('reports 405 with the allowed methods, 404 for unknown paths and bad encodings as bad_path', () => {
    expect(route('DELETE', '/pages/x')).toEqual({ kind: 'method_not_allowed', allow: ['GET'] });
    expect(route('GET', '/nothing')).toEqual({ kind: 'not_found' });
    expect(route('GET', '/pages/')).toEqual({ kind: 'not_found' });
    expect(route('GET', '/pages/%E0%A4%A')).toEqual({ kind: 'bad_path' });
  });
});
