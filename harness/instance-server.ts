/**
 * One API instance in a process of its own, as a Lambda execution environment is one: the local
 * server over the table and DynamoDB Local its environment names (TABLE_NAME,
 * AWS_ENDPOINT_URL_DYNAMODB), with module state (the rate limiter's counts, site hints) of its
 * own. Started by harness/instances.ts; prints one line with its address, stops on SIGTERM.
 */
import { createLocalServer, listen } from '../local/server.js';
import { routeTable } from '../scripts/route-table.js';

const READY = 'API_INSTANCE_READY ';

const main = async () => {
  const server = createLocalServer(routeTable);
  const url = await listen(server, 0);
  process.stdout.write(`${READY}${url}\n`);
  const stop = () => {
    server.closeAllConnections();
    server.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
