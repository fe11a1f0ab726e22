import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file's imports: a table of its own, on the run's DynamoDB Local, in a
// database of its own. The emulator keeps one database per access key (global-setup starts it without
// -sharedDb), and one database serializes its writers: a file rushing 50 transactions at one item made
// the other file's 1,000-item batch several times slower (1.5 s alone, 9-10 s beside the rush; with a
// database each, 2-3 s), enough to push heavy tests past their limits inside the whole suite.
const run = randomUUID();
process.env.TABLE_NAME = `test-${run}`;
process.env.AWS_ACCESS_KEY_ID = `test${run.replaceAll('-', '')}`;
process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
// The run's S3-compatible server and media bucket (test/helpers/global-setup.ts); it verifies no
// checksum, so `complete` hashes what arrived itself, as under `npm start`.
process.env.AWS_ENDPOINT_URL_S3 = inject('s3Endpoint');
process.env.MEDIA_BUCKET ??= 'test-media';
process.env.UPLOAD_CHECKSUM_CHECK ??= 'stream';
// Local use: webhooks may point at 127.0.0.1 over http (the SSRF guard is tested with it off).
process.env.WEBHOOK_ALLOW_PRIVATE_URLS ??= 'true';
