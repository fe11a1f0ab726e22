import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });

const IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'/gm;
// import('…') and import(`…${name}…`): the constant part before any substitution is enough to place it.
const DYNAMIC_IMPORT = /\bimport\(\s*['`](\.[^'`$]+)/g;

/** Relative imports of every file under lib/ and functions/ (type-only ones included: they are layering too). */
const importGraph = (files: readonly string[], read: (file: string) => string): Map<string, string[]> =>
  new Map(
    files.map((file) => {
      const text = read(file);
      return [
        file,
        [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)].map((match) =>
          normalize(join(dirname(file), (match[1] as string).replace(/\.js$/, '.ts'))),
        ),
      ];
    }),
  );

/** Every import cycle, each as the files in it (Tarjan's strongly connected components of more than one file). */
const importCycles = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
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
const upwardImports = (graph: ReadonlyMap<string, readonly string[]>): string[] =>
  [...graph].flatMap(([file, imports]) =>
    FOUNDATION.test(file)
      ? imports.filter((target) => !FOUNDATION.test(target)).map((target) => `${file} → ${target}`)
      : [],
  );

// What sits above lib/: the entry points hand lib/ what it needs (the route table), never the reverse;
// local/ (what only `npm start` and the tests run) and harness/ (the tests' and the bench's) too.
const ABOVE_LIB = /^(functions|workers|infra|client|cli|scripts|bench|test|local|harness)\//;

/** Imports from anywhere in lib/ into the code built on it (functions/, workers/, infra/, client/, cli/, …). */
const importsAboveLib = (graph: ReadonlyMap<string, readonly string[]>): string[] =>
  [...graph].flatMap(([file, imports]) =>
    file.startsWith('lib/')
      ? imports.filter((target) => ABOVE_LIB.test(target)).map((target) => `${file} → ${target}`)
      : [],
  );

/**
 * Imports of cloud code (lib/cloudcode) from the rest of lib/: a domain's writes call the neutral
 * write-hook seam (lib/hooks) with the writer their handler built, and the event router takes its
 * after-hooks from its entry point, so cloud code plugs into the domains and never the reverse.
 */
const cloudCodeImports = (graph: ReadonlyMap<string, readonly string[]>): string[] =>
  [...graph].flatMap(([file, imports]) =>
    file.startsWith('lib/') && !file.startsWith('lib/cloudcode/')
      ? imports.filter((target) => target.startsWith('lib/cloudcode/')).map((target) => `${file} → ${target}`)
      : [],
  );

describe('module layering', () => {
  const graph = importGraph([...sources('lib'), ...sources('functions')], (file) =>
    readFileSync(join(root, file), 'utf8'),
  );

  it('has no import cycle', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('lets lib/db, lib/http and lib/config.ts import nothing above them', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('lets no domain outside lib/cloudcode import cloud code (they call the write-hook seam, lib/hooks)', () => {
    expect(cloudCodeImports(graph)).toEqual([]);
  });

  it('lets nothing in lib/ import functions/, workers/, infra/, client/, cli/, local/ or harness/ (not even the route table, nor dynamically)', () => {
    expect(importsAboveLib(graph)).toEqual([]);
  });

  it('keeps the authenticate middleware beside auth, out of lib/http', () => {
    expect(
      [...graph.keys()].filter(
        (file) =>
          file.startsWith('lib/http/') && (graph.get(file) ?? []).some((target) => target.startsWith('lib/auth/')),
      ),
    ).toEqual([]);
  });

  it('finds a cycle and an upward import when there is one (the checks can fail)', () => {
    const files: Record<string, string> = {
      'lib/oauth/a.ts': "import { b } from './b.js';",
      'lib/oauth/b.ts': "import type { A } from './a.js';",
      'lib/http/c.ts': "import { x } from '../auth/x.js';",
      'lib/auth/x.ts': 'export const x = 1;',
      'lib/pages/d.ts':
        "import type { R } from '../../functions/routes.js';\nconst m = () => import(`../../functions/${name}.ts`);",
      'lib/pages/e.ts': "const w = await import('../../workers/event-router.js');",
      'lib/orders/f.ts':
        "import { writeDepth } from '../cloudcode/depth.js';\nimport type { Writer } from '../hooks/write-hooks.js';",
      'lib/cloudcode/g.ts': "import { depthAttributes } from '../hooks/write-depth.js';",
      'lib/sites/h.ts': "import { startLocal } from '../../local/start.js';",
    };
    const fake = importGraph(Object.keys(files), (file) => files[file] as string);
    expect(importCycles(fake)).toEqual([['lib/oauth/a.ts', 'lib/oauth/b.ts']]);
    expect(upwardImports(fake)).toEqual(['lib/http/c.ts → lib/auth/x.ts']);
    expect(importsAboveLib(fake)).toEqual([
      'lib/pages/d.ts → functions/routes.ts',
      'lib/pages/d.ts → functions/',
      'lib/pages/e.ts → workers/event-router.ts',
      'lib/sites/h.ts → local/start.ts',
    ]);
    expect(cloudCodeImports(fake)).toEqual(['lib/orders/f.ts → lib/cloudcode/depth.ts']);
  });
});
