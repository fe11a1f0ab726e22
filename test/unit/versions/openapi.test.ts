import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { documentForVersion } from '../../../lib/versions/openapi.js';
import { VERSIONS } from '../../../lib/versions/registry.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const generated = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as Record<string, unknown>;

/** Redocly's errors for a document (the repository's redocly.yaml rules, as openapi.json is linted). */
const lintErrors = async (document: unknown): Promise<string[]> => {
  const file = join(mkdtempSync(join(tmpdir(), 'versioned-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const result = await promisify(execFile)(`${root}node_modules/.bin/redocly`, ['lint', file, '--format=json'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(result.stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
  return report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
};

describe('the OpenAPI document of each version', () => {
  it('is the generated document itself for the first version, but for its stamp', () => {
    const first = VERSIONS[0] as (typeof VERSIONS)[number];
    expect(documentForVersion(generated, first)).toEqual(generated);
  });

  it('passes redocly lint for every later version, with problem details for errors', async () => {
    for (const version of VERSIONS.slice(1)) {
      const document = documentForVersion(generated, version) as { components: { schemas: Record<string, unknown> } };
      expect(document.components.schemas.Problem).toBeDefined();
      expect(await lintErrors(document), version.version).toEqual([]);
    }
  }, 120_000);
});
