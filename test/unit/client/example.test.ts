import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe("the README's client script", () => {
  it('is client/example.ts, which npm run typecheck checks', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const script = /### A script with the client\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    const example = readFileSync(new URL('../../../client/example.ts', import.meta.url), 'utf8');
    expect(script).toBeDefined();
    expect(script!.split('\n').length - 1).toBeLessThanOrEqual(10);
    expect(example.slice(example.indexOf('\n') + 1)).toBe(
      script!.replace("from './client/index.js'", "from './index.js'"),
    );
  });
});
