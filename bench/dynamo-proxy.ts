/**
 * A proxy in front of DynamoDB Local for the bench: counts the operations every process sends
 * through it (by `X-Amz-Target`) and, when asked, holds each request `delayMs` before forwarding
 * it, as a far-away DynamoDB would. Listens on 127.0.0.1 only.
 */
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DynamoProxy {
  readonly url: string;
  /** Requests forwarded, by operation (`GetItem`, `BatchGetItem`, `UpdateItem`, …), since the last reset. */
  counts(): Record<string, number>;
  reset(): void;
  delayMs: number;
  close(): Promise<void>;
}

/** Operations that write (and are billed in write units). */
export const WRITE_OPERATIONS = new Set([
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
]);

export const startDynamoProxy = async (target: string): Promise<DynamoProxy> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  let counts: Record<string, number> = {};
  const proxy = {
    delayMs: 0,
    counts: () => ({ ...counts }),
    reset: () => {
      counts = {};
    },
  };
  const server = createServer((req, res) => {
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1] ?? 'unknown';
    counts[operation] = (counts[operation] ?? 0) + 1;
    const forward = () => {
      const upstream = request(
        new URL(req.url ?? '/', target),
        { method: req.method, headers: req.headers, agent },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    };
    if (proxy.delayMs > 0) setTimeout(forward, proxy.delayMs);
    else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(proxy, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  });
};
