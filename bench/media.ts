/**
 * Media uploads: what `POST /uploads` and `complete` cost in DynamoDB and S3 requests,
 * and whether the API's memory grows with the size of the file it checks. The API runs in a child
 * process (bench/media-server.ts) against this process's S3-compatible server (s3rver), once as
 * on AWS (`UPLOAD_CHECKSUM_CHECK=s3`: S3 verified the checksum, `complete` reads 64 KB) and once as
 * under `npm start` (`stream`: the local server verifies nothing, so the object is hashed as it
 * streams through). Files of 1 and 20 MB; the figure is the growth of the child's peak RSS.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { postFile, sha256Base64, type CreatedUpload } from '../harness/uploads.js';
import { fixed, type Figure } from './report.js';

interface Stats {
  dynamo: number;
  s3: number;
  rss: number;
  maxRss: number;
}
interface Ready {
  url: string;
  token: string;
  site: string;
}

const MB = 1024 * 1024;

/** A valid PNG header followed by `size` bytes in all: the sniffed type is PNG whatever the size. */
const pngOfSize = (size: number): Buffer => {
  const png = Buffer.alloc(size, 0x5a);
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJ', 'base64').copy(png);
  return png;
};

const startServer = async (env: Record<string, string>) => {
  const child = fork(new URL('./media-server.ts', import.meta.url).pathname, [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`media server exited ${code}`)));
  });
  const stats = () =>
    new Promise<Stats>((resolve) => {
      child.once('message', (m) => resolve(m as Stats));
      child.send({ cmd: 'stats' });
    });
  return { child, ready, stats };
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send({ cmd: 'stop' });
  });

export const measureMedia = async (): Promise<{ figures: Figure[]; results: Record<string, unknown> }> => {
  // The S3-compatible server npm run bench started (bench/run.ts), the media bucket in it.
  const s3 = { endpoint: process.env.AWS_ENDPOINT_URL_S3 as string };
  const figures: Figure[] = [];
  const results: Record<string, unknown> = {};
  try {
    for (const mode of ['s3', 'stream'] as const) {
      const server = await startServer({
        AWS_ENDPOINT_URL_S3: s3.endpoint,
        MEDIA_BUCKET: 'bench-media',
        UPLOAD_CHECKSUM_CHECK: mode,
        TABLE_NAME: `bench-media-${mode}-${Date.now()}`,
      });
      const { url, token, site } = server.ready;
      const headers = { authorization: `Bearer ${token}`, 'x-service-site': site, 'content-type': 'application/json' };
      const upload = async (bytes: Buffer) => {
        const before = await server.stats();
        const res = await fetch(`${url}/uploads`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            filename: 'big.png',
            content_type: 'image/png',
            size: bytes.length,
            checksum_sha256: sha256Base64(bytes),
          }),
        });
        const created = (await res.json()) as CreatedUpload;
        const afterCreate = await server.stats();
        await postFile(created.upload, bytes, 'image/png', 'big.png');
        const beforeComplete = await server.stats();
        const started = performance.now();
        const done = await fetch(`${url}/uploads/${created.id}/complete`, {
          method: 'POST',
          headers: { authorization: headers.authorization, 'x-service-site': site },
        });
        const ms = performance.now() - started;
        if (done.status !== 200) throw new Error(`complete answered ${done.status}: ${await done.text()}`);
        const after = await server.stats();
        return {
          create: { dynamo: afterCreate.dynamo - before.dynamo, s3: afterCreate.s3 - before.s3 },
          complete: { dynamo: after.dynamo - beforeComplete.dynamo, s3: after.s3 - beforeComplete.s3, ms },
          maxRss: after.maxRss,
        };
      };
      await upload(pngOfSize(MB)); // warms every module and connection up
      const small = await upload(pngOfSize(MB));
      const large = await upload(pngOfSize(20 * MB));
      await stop(server.child);
      const growth = (large.maxRss - small.maxRss) / MB;
      results[mode] = { small, large, peakRssGrowthMb: growth };
      const label =
        mode === 's3' ? 'as on AWS (ranged read of 64 KB)' : 'as under npm start (object streamed once and hashed)';
      if (mode === 's3') {
        figures.push(
          {
            section: 'media',
            name: 'POST /uploads: DynamoDB / S3 requests',
            value: `${large.create.dynamo} / ${large.create.s3}`,
            target: '≤ 2 / 0',
            met: large.create.dynamo <= 2 && large.create.s3 === 0,
          },
          {
            section: 'media',
            name: 'complete: DynamoDB / S3 requests',
            value: `${large.complete.dynamo} / ${large.complete.s3}`,
            target: '≤ 3 / ≤ 2',
            met: large.complete.dynamo <= 3 && large.complete.s3 <= 2,
          },
        );
      }
      figures.push(
        // The target is AWS's path; locally the object streams through once (chunks in flight, never the file).
        mode === 's3'
          ? {
              section: 'media',
              name: `complete ${label}: API peak RSS growth, 1 MB → 20 MB file`,
              value: `${fixed(growth, 1)} MB`,
              target: '< 5 MB (the file is 19 MB larger)',
              met: growth < 5,
            }
          : {
              section: 'media',
              name: `complete ${label}: API peak RSS growth, 1 MB → 20 MB file`,
              value: `${fixed(growth, 1)} MB`,
              target: '',
            },
        {
          section: 'media',
          name: `complete ${label}: latency 1 MB / 20 MB`,
          value: `${fixed(small.complete.ms, 0)} / ${fixed(large.complete.ms, 0)} ms`,
          target: '',
        },
      );
    }
  } finally {
    // Nothing to stop here: bench/run.ts stops the S3 server.
  }
  return { figures, results };
};
