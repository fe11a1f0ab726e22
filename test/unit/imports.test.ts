import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(root, path)).isDirectory() ? sources(path) : name.endsWith('.ts') ? [path] : [];
  });

// What ships in function bundles must stay tree-shakable and free of build-time code.
describe('function code imports', () => {
  const files = [...sources('lib'), ...sources('functions')];

  it('imports zod as a namespace (a named `z` import bundles all of zod, ~370 KB more)', () => {
    const offenders = files.filter((file) =>
      /import\s*(type\s*)?\{\s*z\s*\}\s*from\s*'zod/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('imports zod/mini, never classic zod (its method-chaining API is not tree-shakable: ~90 KB in every bundle)', () => {
    const offenders = files.filter((file) => /from\s*'zod(\/v4|\/v3)?'/.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("never imports the typed client or the CLI (tools for the API's users, not part of any function)", () => {
    const offenders = files.filter((file) =>
      /from\s*'(\.\.\/)+(client|cli)\//.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('never imports the CDK or test tooling', () => {
    const offenders = files.filter((file) =>
      /from\s*'(aws-cdk-lib|constructs|vitest|aws-sdk-client-mock)/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
