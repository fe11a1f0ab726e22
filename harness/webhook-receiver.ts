import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { listen } from '../local/server.js';

/** One request a receiver got. */
export interface Received {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly at: number;
}

/** A real HTTP receiver on 127.0.0.1 (a random port) that records every request. */
export interface Receiver {
  readonly url: string;
  readonly received: Received[];
  /** Answers the next requests with these statuses, in order (then 200). */
  respondWith(...statuses: number[]): void;
  /** Resolves once `count` requests matching `filter` arrived (fails after `timeoutMs`). */
  waitFor(count: number, filter?: (request: Received) => boolean, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
}

export const startReceiver = async (): Promise<Receiver> => {
  const received: Received[] = [];
  const statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  const url = await listen(server, 0);
  return {
    url,
    received,
    respondWith: (...next) => {
      statuses.push(...next);
    },
    waitFor: async (count, filter = () => true, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = received.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline)
          throw new Error(
            `expected ${count} requests, got ${matching.length}: ${matching.map((r) => r.body).join('\n')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
