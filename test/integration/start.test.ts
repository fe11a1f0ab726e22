import { execFile } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('npm start', () => {
  it('fails with one line naming the Debian package when Java is missing', async () => {
    // A PATH holding node and nothing else: no java.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const failure = await run(process.execPath, ['--import', 'tsx', 'lib/local/start.ts'], {
      env: { PATH: bin, HOME: process.env.HOME ?? '/tmp', PORT: '0', DATA_DIR: join(bin, 'data') },
    }).then(() => undefined, (error: { code: number; stderr: string }) => error);
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe('DynamoDB Local needs Java 17: install it with `apt-get install openjdk-17-jre-headless`');
  }, 30_000);
});
