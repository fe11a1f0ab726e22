import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file's imports: a table of its own, on the run's DynamoDB Local.
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
// Local use: webhooks may point at 127.0.0.1 over http (the SSRF guard is tested with it off).
process.env.WEBHOOK_ALLOW_PRIVATE_URLS ??= 'true';
