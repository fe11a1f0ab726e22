import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/** What a finished CLI run printed, and its exit code. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

const BIN = new URL('../../cli/site-api.mjs', import.meta.url).pathname;

/** The environment that points the CLI at a test server as a site's owner, its credentials file in `work`. */
export const cliEnv = (
  url: string,
  owner: { readonly token: string; readonly site: { readonly id: string } },
  work: string,
): Record<string, string> => ({
  SITE_API_CONFIG: join(work, 'credentials.json'),
  SITE_API_URL: url,
  SITE_API_TOKEN: owner.token,
  SITE_API_SITE: owner.site.id,
});

/**
 * Starts the real `site-api` CLI (cli/site-api.mjs, as `npx site-api` runs it) as a child process.
 * `SITE_API_CONFIG` must name a temporary file: tests never touch ~/.config. The SITE_API_* variables
 * of the test's own environment are dropped; pass them in `env` to test them.
 */
export const startCli = (
  args: readonly string[],
  options: { env: Record<string, string>; cwd?: string },
): ChildProcess => {
  if (!options.env.SITE_API_CONFIG) throw new Error('startCli needs SITE_API_CONFIG');
  const env = { ...process.env };
  for (const name of ['SITE_API_TOKEN', 'SITE_API_URL', 'SITE_API_SITE']) delete env[name];
  return spawn(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    env: { ...env, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
};

/** Runs the CLI to its end, with `input` on its stdin. */
export const runCli = (
  args: readonly string[],
  options: { env: Record<string, string>; cwd?: string; input?: string },
): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = startCli(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdin!.end(options.input ?? '');
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
