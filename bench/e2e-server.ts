/**
 * The local server for the end-to-end run, in a process of its own (as API Gateway and Lambda are
 * to a client): creates its table on the DynamoDB Local named by AWS_ENDPOINT_URL_DYNAMODB, an owner
 * with a site and a page, then prints one JSON line with what the load generator needs.
 */
import { unique } from '../harness/api.js';

/** Marks the line bench/e2e.ts reads: the handlers' EMF metrics share stdout. */
const READY = 'BENCH_E2E_READY ';

const main = async () => {
  const { startApi } = await import('../harness/api.js');
  const { pageKeys } = await import('../lib/pages/keys.js');
  const { keys } = await import('../lib/db/keys.js');
  const { hashSecret } = await import('../lib/auth/tokens.js');
  const api = await startApi();
  const owner = await api.owner();
  const page = await api.request('POST', '/pages', {
    token: owner.token,
    site: owner.site.id,
    body: { title: unique('Load '), items: { hero: { content: 'Hello' } } },
  });
  if (page.status !== 201) throw new Error(`POST /pages answered ${page.status}: ${page.text}`);
  process.stdout.write(
    `${READY}${JSON.stringify({
      url: api.url,
      token: owner.token,
      site: owner.site.id,
      path: `/pages/${page.body.id}`,
      table: process.env.TABLE_NAME,
      key: pageKeys.page(owner.site.id, page.body.id as string),
      tokenKey: keys.token(hashSecret(owner.token)),
    })}\n`,
  );
  const stop = () => {
    void api.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
