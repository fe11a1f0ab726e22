import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

// Runs before each test file's imports: a table of its own, on the run's DynamoDB Local.
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.AWS_ENDPOINT_URL_DYNAMODB = inject('dynamoEndpoint');
