import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes.js';
import { BUDGET_EXCEPTIONS, budgetOf, categoryOf, recipeFor, recipeKey, S3_BUDGETS } from '../../bench/route-recipes.js';
import { s3RequestCount } from '../../lib/uploads/s3.js';
import { useApi, type Owner } from '../helpers/api.js';

// Issue 7: every route is held to its round-trip budget (DynamoDB requests per API call,
// authentication and rate limiting included), derived from its route table row.
const api = useApi();
let owner: Owner;

beforeAll(async () => {
  owner = await api.owner();
});

describe('round-trip budgets', () => {
  it.each(routes.map((route) => [route.name, route] as const))('%s stays within its budget', async (_name, route) => {
    const recipe = recipeFor(route);
    if (!recipe) {
      throw new Error(`No budget recipe for ${route.name} (${recipeKey(route)}): add one to bench/route-recipes.ts `
        + `(category ${categoryOf(route)}, budget ${budgetOf(route)} requests), so its round trips are measured.`);
    }
    const request = await recipe({ api, owner });
    let status = 0;
    let text = '';
    const s3Before = s3RequestCount();
    const count = await api.countRequests(async () => {
      const res = await api.request(request.method, request.path, request.options);
      ({ status, text } = res);
    });
    const s3 = s3RequestCount() - s3Before;
    expect(request.expect, `${request.method} ${request.path} answered ${status}: ${text.slice(0, 300)}`).toContain(status);
    expect(count, `${route.name} (${categoryOf(route)}) made ${count} DynamoDB requests; its budget is ${budgetOf(route)}`)
      .toBeLessThanOrEqual(budgetOf(route));
    expect(s3, `${route.name} made ${s3} S3 requests; its budget is ${S3_BUDGETS[route.name] ?? 0}`).toBeLessThanOrEqual(S3_BUDGETS[route.name] ?? 0);
  });

  // The README's single-read budgets as they are: by id ≤ 2 (authentication plus one read); by
  // slug or fullpath ≤ 3, because a slug resolves through its claim item first.
  it('holds single reads to 2 requests by id and 3 by slug or fullpath', async () => {
    const as = { token: owner.token, site: owner.site.id };
    const made = async (path: string, body: unknown) => {
      const res = await api.request('POST', path, { ...as, body });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body as { id: string; slug?: string; fullpath?: string };
    };
    const page = await made('/pages', { title: 'Budget page', slug: 'budget-page' });
    const blog = await made('/blogs', { name: 'Budget blog', slug: 'budget-blog' });
    const article = await made(`/blogs/${blog.id}/articles`, { title: 'Budget article', slug: 'budget-article' });
    const channel = await made('/channels', { name: 'Budget channel', slug: 'budget-channel', customizations: [{ name: 'title', type: 'string' }] });
    const entry = await made(`/channels/${channel.id}/entries`, { slug: 'budget-entry', fields: { title: 'x' } });
    const reads: [string, number][] = [
      [`/pages/${page.id}`, 2], [`/pages/${page.fullpath ?? 'budget-page'}`, 3],
      [`/blogs/${blog.id}`, 2], ['/blogs/budget-blog', 3],
      [`/blogs/${blog.id}/articles/${article.id}`, 2], [`/blogs/${blog.id}/articles/budget-article`, 3],
      [`/channels/${channel.id}`, 2], ['/channels/budget-channel', 3],
      [`/channels/${channel.id}/entries/${entry.id}`, 2], [`/channels/${channel.id}/entries/budget-entry`, 3],
    ];
    for (const [path, budget] of reads) {
      let status = 0;
      const count = await api.countRequests(async () => { ({ status } = await api.request('GET', path, as)); });
      expect(status, path).toBe(200);
      expect(count, `GET ${path} made ${count} DynamoDB requests; its budget is ${budget}`).toBeLessThanOrEqual(budget);
    }
  });

  it('keeps exceptions only for routes that exist', () => {
    const names = new Set(routes.map((route) => route.name));
    expect(Object.keys(BUDGET_EXCEPTIONS).filter((name) => !names.has(name))).toEqual([]);
  });

  it('derives the categories of issue 7 from the rows', () => {
    const row = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, name: string, auth: 'none' | 'token' | 'site' = 'site') =>
      ({ name, method, path, auth, access: 'read' as const });
    expect(categoryOf(row('GET', '/pages/{page}', 'get-page'))).toBe('single-read');
    expect(categoryOf(row('GET', '/site', 'get-current-site'))).toBe('single-read');
    expect(categoryOf(row('GET', '/themes/{theme}', 'get-theme'))).toBe('theme-bundle');
    expect(categoryOf(row('GET', '/pages', 'list-pages'))).toBe('list');
    expect(categoryOf(row('POST', '/pages/{page}/batch', 'batch-page'))).toBe('batch');
    expect(categoryOf(row('POST', '/pages', 'create-page'))).toBe('create');
    expect(categoryOf(row('PATCH', '/pages/{page}', 'update-page'))).toBe('update');
    expect(categoryOf(row('DELETE', '/pages/{page}', 'delete-page'))).toBe('delete');
    expect(categoryOf(row('POST', '/customers/login', 'login-customer'))).toBe('action');
    expect(categoryOf(row('GET', '/health', 'get-health', 'none'))).toBe('public');
  });
});
