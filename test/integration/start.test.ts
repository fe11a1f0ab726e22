import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../local/dynamodb-local.js';

const run = promisify(execFile);

describe('npm start', () => {
  it('fails with one line naming the Debian package when Java is missing', async () => {
    // A PATH holding node and nothing else: no java.
    const bin = mkdtempSync(join(tmpdir(), 'no-java-'));
    symlinkSync(process.execPath, join(bin, 'node'));
    const failure = await run(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: { PATH: bin, HOME: process.env.HOME ?? '/tmp', PORT: '0', DATA_DIR: join(bin, 'data') },
    }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr.trim()).toBe(
      'DynamoDB Local needs Java 17: install it with `apt-get install openjdk-17-jre-headless`',
    );
  }, 30_000);

  it('starts DynamoDB Local, seeds the demo site and admin, prints them, serves the API, and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'start-'));
    const dynamoPort = await freePort();
    const smtpPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        DYNAMODB_PORT: String(dynamoPort),
        SMTP_PORT: String(smtpPort),
        SMTP_URL: '',
        DATA_DIR: dataDir,
        AWS_ENDPOINT_URL_DYNAMODB: '',
        TABLE_NAME: 'start-test',
        SEED_SITE: 'startdemo',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      const deadline = Date.now() + 60_000;
      while (!/Admin: .+ \/ \S+/.test(output) && Date.now() < deadline && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 200));
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const [, email, password] = /Admin:\s+(\S+) \/ (\S+)/.exec(output) ?? [];
      expect(url, output).toBeDefined();
      expect(output).toMatch(/Site:\s+startdemo \([0-9a-f]{24}\)/);
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ status: 'ok' });
      const login = await fetch(`${url}/auth/login`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}` },
      });
      expect(login.status).toBe(201);
      const { token } = (await login.json()) as { token: string };
      const current = await fetch(`${url}/site`, {
        headers: { authorization: `Bearer ${token}`, 'x-service-site': 'startdemo' },
      });
      expect(current.status).toBe(200);
      // The mail catcher runs in-process and shows what it caught.
      expect(output).toContain(`Mail:     caught by smtp://127.0.0.1:${smtpPort}`);
      expect((await fetch(`${url}/_local/mail`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    // The emulator went down with the server: its port is free again.
    const { createServer } = await import('node:net');
    await new Promise<void>((resolve, reject) => {
      const probe = createServer()
        .once('error', reject)
        .listen(dynamoPort, '127.0.0.1', () => probe.close(() => resolve()));
    });
  }, 90_000);
});
