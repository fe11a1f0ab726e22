import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../../local/dynamodb-local.js';
import { ensureBucket, startS3Local } from '../../local/s3-local.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}

/** The run's media bucket (keys start with each test site's id, so files never meet). */
export const TEST_MEDIA_BUCKET = 'test-media';

/**
 * One in-memory DynamoDB Local for the whole run (each test file makes its own table in it, in a
 * database of its own) and
 * one S3-compatible server (s3rver, in this process, on a temporary directory) with the media bucket.
 */
export default async function setup(project: TestProject) {
  // This process makes an S3 client too (the bucket): vitest.config's env reaches the test files only.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = mkdtempSync(join(tmpdir(), 'site-api-s3-'));
  // A database per access key, so per test file (setup-env.ts gives each file its own key).
  const [emulator, s3] = await Promise.all([startDynamoDbLocal({ sharedDb: false }), startS3Local({ dataDir })]);
  process.env.AWS_ENDPOINT_URL_S3 = s3.endpoint;
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'test';
  await ensureBucket(TEST_MEDIA_BUCKET);
  project.provide('dynamoEndpoint', emulator.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await Promise.all([emulator.stop(), s3.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
