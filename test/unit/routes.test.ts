import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as table from '../../functions/routes.js';

const { routes } = table;

const functionFiles = readdirSync(new URL('../../functions/', import.meta.url))
  .filter((file) => file.endsWith('.ts') && file !== 'routes.ts')
  .map((file) => file.slice(0, -3))
  .sort();

describe('route table', () => {
  it('has a function file for every row and a row for every function file', () => {
    expect(functionFiles).toEqual(routes.map((route) => route.name).sort());
  });

  it('lists every exported row in the table once, under the camelCase of its name', () => {
    const exported = Object.entries(table).filter(([key]) => key !== 'routes');
    expect(exported.map(([key]) => key).sort()).toEqual(routes.map((r) => r.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())).sort());
    for (const [key, row] of exported) expect(routes.filter((r) => r === row), key).toHaveLength(1);
  });

  it('gives each function its own row: the route its handler was defined with', async () => {
    for (const name of functionFiles) {
      const module = (await import(`../../functions/${name}.ts`)) as { handler: { description: { route: unknown } } };
      expect(module.handler.description.route, name).toBe(routes.find((r) => r.name === name));
    }
  });

  it('names each function once and each method + path once', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('uses kebab-case names and API Gateway paths with one {param} per segment', () => {
    for (const route of routes) {
      expect(route.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(route.path).toMatch(/^(\/([A-Za-z0-9_.-]+|\{[a-z_]+\}))+$/);
    }
  });

  it('gives read-only table access only to GET routes', () => {
    for (const route of routes.filter((r) => r.access === 'read')) expect(`${route.method} ${route.path}`).toMatch(/^GET /);
  });
});
