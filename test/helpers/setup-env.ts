import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file's imports: a table of its own, on the run's DynamoDB Local.
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
// The run's S3-compatible server and media bucket (test/helpers/global-setup.ts); it verifies no
// checksum, so `complete` hashes what arrived itself, as under `npm start`.
process.env.AWS_ENDPOINT_URL_S3 = inject('s3Endpoint');
process.env.MEDIA_BUCKET ??= 'test-media';
process.env.UPLOAD_CHECKSUM_CHECK ??= 'stream';
// Local use: webhooks may point at 127.0.0.1 over http (the SSRF guard is tested with it off).
process.env.WEBHOOK_ALLOW_PRIVATE_URLS ??= 'true';
