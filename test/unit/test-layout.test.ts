import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const testFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? testFiles(path) : name.endsWith('.test.ts') ? [path] : [];
  });

/** Checks of the repository as a whole, with no module of their own. */
const GUARDS = new Set([
  'test/unit/layering.test.ts',
  'test/unit/imports.test.ts',
  'test/unit/routes.test.ts',
  'test/unit/sam-sample-events.test.ts',
  'test/unit/test-layout.test.ts',
]);
/** Source roots a unit test may mirror: lib/ by default; client/, cli/, workers/, scripts/ and local/ by their own name. */
const OTHER_ROOTS = ['client', 'cli', 'workers', 'scripts', 'local'];

/**
 * The module a unit test mirrors: `test/unit/<dir>/<name>[.<aspect>].test.ts` tests
 * `lib/<dir>/<name>.ts` (or `<root>/<name>.ts` under client/, cli/, workers/, scripts/), where
 * `<aspect>` names one side of a large module (`batch-engine.arrays`, `handler.faults`).
 */
const mirroredModule = (testFile: string): string => {
  const relative = testFile.replace(/^test\/unit\//, '').replace(/\.test\.ts$/, '');
  const [first] = relative.split('/');
  const module = relative.replace(/\.[a-z-]+$/, '');
  return OTHER_ROOTS.includes(first as string) ? `${module}.ts` : `lib/${module}.ts`;
};

describe('unit tests sit one hop from their module', () => {
  it('mirrors a module for every unit test file (test/unit/<dir>/<module>.test.ts ↔ lib/<dir>/<module>.ts)', () => {
    const orphans = testFiles('test/unit').filter(
      (file) => !GUARDS.has(file) && !existsSync(join(root, mirroredModule(file))),
    );
    expect(orphans).toEqual([]);
  });

  it('never puts a test file beside a folder of the same name', () => {
    const clashes = testFiles('test/unit').filter((file) => existsSync(join(root, file.replace(/\.test\.ts$/, ''))));
    expect(clashes).toEqual([]);
  });

  it('maps names the way it says (the check can fail)', () => {
    expect(mirroredModule('test/unit/pages/batch-engine.arrays.test.ts')).toBe('lib/pages/batch-engine.ts');
    expect(mirroredModule('test/unit/http/middleware/validate.test.ts')).toBe('lib/http/middleware/validate.ts');
    expect(mirroredModule('test/unit/workers/event-router.test.ts')).toBe('workers/event-router.ts');
    expect(existsSync(join(root, mirroredModule('test/unit/pages/no-such-module.test.ts')))).toBe(false);
  });
});
