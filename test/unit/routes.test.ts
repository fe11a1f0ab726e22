import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { functionFolders, functionModule, routes } from '../../functions/routes.js';

/** `<folder>/<name>` of every handler file under functions/ (each folder's routes.ts is its table, not a handler). */
const functionFiles = readdirSync(new URL('../../functions/', import.meta.url), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && file.includes('/') && !file.endsWith('/routes.ts'))
  .map((file) => file.slice(0, -3))
  .sort();
const folders = [...new Set(functionFiles.map((file) => dirname(file)))].sort();

describe('route table', () => {
  it('has a function file for every row and a row for every function file', () => {
    expect(functionFiles).toEqual(routes.map((route) => functionModule(route.name)).sort());
  });

  it("takes the rows of every folder's routes.ts, each exported under the camelCase of its name", async () => {
    for (const folder of folders) {
      const domain = (await import(`../../functions/${folder}/routes.ts`)) as Record<string, unknown>;
      const rows = Object.entries(domain).filter(([key]) => key !== 'docs' && key !== 'recipes');
      for (const [key, row] of rows) {
        expect(
          routes.filter((r) => r === row),
          `${folder}/${key}`,
        ).toHaveLength(1);
        expect(key).toBe((row as { name: string }).name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()));
        expect(functionFolders[(row as { name: string }).name]).toBe(folder);
      }
    }
  });

  it('gives each function its own row: the route its handler was defined with', async () => {
    for (const file of functionFiles) {
      const [folder, name] = file.split('/');
      const module = (await import(`../../functions/${folder}/${name}.ts`)) as {
        handler: { description: { route: unknown } };
      };
      expect(module.handler.description.route, file).toBe(routes.find((r) => functionModule(r.name) === file));
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
    for (const route of routes.filter((r) => r.access === 'read'))
      expect(`${route.method} ${route.path}`).toMatch(/^GET /);
  });
});
