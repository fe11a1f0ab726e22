import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const sources = (dir: string): string[] => readdirSync(join(root, dir)).flatMap((name) => {
  const path = join(dir, name);
  return statSync(join(root, path)).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
});

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'/gm;

/** Relative imports of every file under lib/ and functions/ (type-only ones included: they are layering too). */
export const importGraph = (files: readonly string[], read: (file: string) => string): Map<string, string[]> =>
  new Map(files.map((file) => [file, [...read(file).matchAll(IMPORT)].map((match) =>
    normalize(join(dirname(file), (match[1] as string).replace(/\.js$/, '.ts'))))]));

/** Every import cycle, each as the files in it (Tarjan's strongly connected components of more than one file). */
export const importCycles = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) as number, index.get(next) as number));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
};

// The layers, lowest first: a module may import its own layer and the ones below, never one above.
// lib/endpoint (defineHandler) composes http's middleware with auth's; the domains build on both.
const FOUNDATION = /^lib\/(db|http)\/|^lib\/config\.ts$/;

/** Imports from the foundation (lib/db, lib/http, lib/config.ts) up into any other part of the code. */
export const upwardImports = (graph: ReadonlyMap<string, readonly string[]>): string[] =>
  [...graph].flatMap(([file, imports]) => (FOUNDATION.test(file)
    ? imports.filter((target) => !FOUNDATION.test(target) && target !== 'functions/routes.ts').map((target) => `${file} → ${target}`)
    : []));

describe('module layering', () => {
  const graph = importGraph([...sources('lib'), ...sources('functions')], (file) => readFileSync(join(root, file), 'utf8'));

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('lets lib/db, lib/http and lib/config.ts import nothing above them (the route table is plain data)', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('keeps the authenticate middleware beside auth, out of lib/http', () => {
    expect([...graph.keys()].filter((file) => file.startsWith('lib/http/') && (graph.get(file) ?? []).some((target) => target.startsWith('lib/auth/')))).toEqual([]);
  });

  it('finds a cycle and an upward import when there is one (the checks can fail)', () => {
    const files: Record<string, string> = {
      'lib/oauth/a.ts': "import { b } from './b.js';",
      'lib/oauth/b.ts': "import type { A } from './a.js';",
      'lib/http/c.ts': "import { x } from '../auth/x.js';",
      'lib/auth/x.ts': "export const x = 1;",
    };
    const fake = importGraph(Object.keys(files), (file) => files[file] as string);
    expect(importCycles(fake)).toEqual([['lib/oauth/a.ts', 'lib/oauth/b.ts']]);
    expect(upwardImports(fake)).toEqual(['lib/http/c.ts → lib/auth/x.ts']);
  });
});
