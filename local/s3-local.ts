import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Local {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

export interface S3LocalOptions {
  /** Port on 127.0.0.1; a free one is picked when absent (0). */
  readonly port?: number;
  /** Where the objects are kept (a restart keeps them). */
  readonly dataDir: string;
}

/** The CORS rule of the media bucket, as on AWS (infra/constructs/media-bucket.ts): browsers of any origin may post uploads and read files. */
export const MEDIA_CORS_RULE = {
  AllowedOrigins: ['*'],
  AllowedMethods: ['GET', 'HEAD', 'POST'] as ('GET' | 'HEAD' | 'POST')[],
  AllowedHeaders: ['*'],
  ExposeHeaders: ['ETag', 'Location'],
  MaxAgeSeconds: 3000,
};

const credentialOf = (req: IncomingMessage): string | undefined => {
  const header = /Credential=([^/,\s]+)\//.exec(String(req.headers.authorization ?? ''));
  if (header) return header[1];
  const query = /[?&]X-Amz-Credential=([^&]+)/i.exec(req.url ?? '');
  return query ? decodeURIComponent(query[1] as string).split('/')[0] : undefined;
};

/**
 * An S3-compatible server in this process (s3rver, from npm): path-style buckets on 127.0.0.1,
 * objects as files under `dataDir`. It checks no signature and no POST policy; it does check
 * that a request's access key is known, so every key a request names is made known first: it
 * works with whatever AWS credentials the environment holds.
 */
export const startS3Local = async (options: S3LocalOptions): Promise<S3Local> => {
  const require = createRequire(import.meta.url);
  const S3rver = require('s3rver') as new (
    options: Record<string, unknown>,
  ) => { callback(): (req: IncomingMessage, res: ServerResponse) => void };
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as {
    DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void; accessKeys: Map<string, string> };
  };
  mkdirSync(options.dataDir, { recursive: true });
  const s3rver = new S3rver({ directory: options.dataDir, silent: true, vhostBuckets: false });
  const handle = s3rver.callback();
  const server = createServer((req, res) => {
    const accessKey = credentialOf(req);
    if (accessKey && !DUMMY_ACCOUNT.accessKeys.has(accessKey)) DUMMY_ACCOUNT.createKeyPair(accessKey, 'any');
    handle(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Creates the media bucket on an S3-compatible endpoint when it is missing, with the CORS rule AWS's bucket has. */
export const ensureBucket = async (bucket: string): Promise<void> => {
  const { S3Client, CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({ forcePathStyle: true });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  await client.send(new PutBucketCorsCommand({ Bucket: bucket, CORSConfiguration: { CORSRules: [MEDIA_CORS_RULE] } }));
  client.destroy();
};
