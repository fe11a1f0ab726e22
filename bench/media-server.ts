/**
 * The API for the media bench, in a process of its own so its resident memory is its alone:
 * starts the local server on the table, DynamoDB Local and S3 endpoint the bench names, then
 * answers the bench's IPC questions with its request counts and memory.
 */
import { s3RequestCount } from '../lib/uploads/s3.js';
import { dynamoRequestCount } from '../lib/db/client.js';

const main = async () => {
  const { startApi } = await import('../harness/api.js');
  const api = await startApi();
  const owner = await api.owner();
  process.on('message', (message: { cmd: string }) => {
    if (message.cmd === 'stats') {
      (globalThis as { gc?: () => void }).gc?.();
      process.send?.({
        dynamo: dynamoRequestCount(),
        s3: s3RequestCount(),
        rss: process.memoryUsage().rss,
        maxRss: process.resourceUsage().maxRSS * 1024,
      });
    }
    if (message.cmd === 'stop') void api.close().then(() => process.exit(0));
  });
  process.send?.({ ready: true, url: api.url, token: owner.token, site: owner.site.id });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
