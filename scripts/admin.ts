/**
 * Operator CLI: `npm run admin -- <command> [options]`. Works on the local store by default, or on
 * a deployed stage's table with the operator's normal AWS credentials (`--stage`, `--region`).
 */
import { parseArgs } from 'node:util';
// zod/mini carries no messages of its own: the CLI parses input outside the HTTP middleware.
import '../lib/http/zod-locale.js';
import { connect } from 'node:net';
import { resolve, join } from 'node:path';

const HELP = `Usage: npm run admin -- <command> [options]

Commands:
  sites list                                        List every site
  sites create --subdomain S --name N --owner EMAIL [--locales en,fr] [--currency EUR]
  users create --email E --name N [--password P]    Create a user (random password when omitted)
  members add --site S --email E [--role member|owner]
  tokens create --email E [--site S] [--scopes a,b] [--note N] [--expires-in SECONDS]
                                                    A user token, or a site token with --site
  oauth-clients create --owner EMAIL --name N --redirect-uri URL [--redirect-uri URL…]
                       [--scopes a,b] [--confidential] [--first-party]
                                                    The secret of a confidential client is shown once
  orders list --site S [--status pending|paid|fulfilled|cancelled] [--customer ID] [--limit N]
                                                    Newest first (default 25, at most 100)
  orders show --site S --order ID|NUMBER
  orders transition --site S --order ID|NUMBER --status paid|fulfilled|cancelled [--note N]
                                                    E.g. mark an order paid when payment arrives offline;
                                                    cancelling gives its stock and coupon back

Target (default: the local store that \`npm start\` uses):
  --stage NAME     a deployed stage: the table of its <Stage>-SiteApiData stack
  --region NAME    AWS region of that stage (default: AWS_REGION)
  --table NAME     an explicit table name (with --endpoint for another DynamoDB)
  --endpoint URL   DynamoDB endpoint (default local: http://127.0.0.1:$DYNAMODB_PORT)
  -h, --help       this help
`;

class UsageError extends Error {}

const options = {
  help: { type: 'boolean', short: 'h' },
  stage: { type: 'string' },
  region: { type: 'string' },
  table: { type: 'string' },
  endpoint: { type: 'string' },
  subdomain: { type: 'string' },
  name: { type: 'string' },
  owner: { type: 'string' },
  locales: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  site: { type: 'string' },
  role: { type: 'string' },
  scopes: { type: 'string' },
  note: { type: 'string' },
  'expires-in': { type: 'string' },
  'redirect-uri': { type: 'string', multiple: true },
  confidential: { type: 'boolean' },
  'first-party': { type: 'boolean' },
  currency: { type: 'string' },
  status: { type: 'string' },
  customer: { type: 'string' },
  order: { type: 'string' },
  limit: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof options; allowPositionals: true }>>['values'];

const required = (values: Values, name: keyof Values): string => {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
};

const list = (value: string | undefined): string[] =>
  value
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const portOpen = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

/** Points the SDK at the target table; returns a function that releases what it started. */
const target = async (values: Values): Promise<() => Promise<void>> => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (values.region) process.env.AWS_REGION = values.region;
  if (values.stage) {
    const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
    const stackName = `${values.stage.charAt(0).toUpperCase()}${values.stage.slice(1)}-SiteApiData`;
    const out = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
    const table = out.Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'TableName')?.OutputValue;
    if (!table) throw new UsageError(`stack ${stackName} has no TableName output`);
    process.env.TABLE_NAME = table;
    return async () => undefined;
  }
  process.env.TABLE_NAME = values.table ?? process.env.TABLE_NAME ?? 'site-api-local';
  if (values.endpoint) {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = values.endpoint;
    return async () => undefined;
  }
  // The local store: the emulator `npm start` runs, or one started here on the same files.
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
  const port = Number(process.env.DYNAMODB_PORT ?? 8000);
  if (await portOpen(port)) {
    process.env.AWS_ENDPOINT_URL_DYNAMODB = `http://127.0.0.1:${port}`;
    return async () => undefined;
  }
  const { startDynamoDbLocal } = await import('../local/dynamodb-local.js');
  const emulator = await startDynamoDbLocal({
    port,
    dataDir: join(resolve(process.env.DATA_DIR ?? '.data'), 'dynamodb'),
  });
  process.env.AWS_ENDPOINT_URL_DYNAMODB = emulator.endpoint;
  const { ensureTable } = await import('../local/table.js');
  await ensureTable(process.env.TABLE_NAME);
  return emulator.stop;
};

const userByEmail = async (email: string) => {
  const { getUser, userIdForEmail } = await import('../lib/auth/users.js');
  const id = await userIdForEmail(email);
  const user = id ? await getUser(id) : undefined;
  if (!user) throw new UsageError(`no user with email ${email}`);
  return user;
};

const siteNamed = async (idOrSubdomain: string) => {
  const { getSite } = await import('../lib/sites/sites.js');
  const site = await getSite(idOrSubdomain);
  if (!site) throw new UsageError(`no site ${idOrSubdomain}`);
  return site;
};

const commands: Record<string, (values: Values) => Promise<unknown>> = {
  'sites list': async () => {
    const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, TABLE_NAME } = await import('../lib/db/client.js');
    const sites: unknown[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await db.send(
        new ScanCommand({
          TableName: TABLE_NAME,
          FilterExpression: 'sk = :site',
          ExpressionAttributeValues: { ':site': 'SITE' },
          ExclusiveStartKey: start,
        }),
      );
      for (const item of out.Items ?? [])
        sites.push({
          id: item.id,
          subdomain: item.subdomain,
          name: item.name,
          owner_id: item.ownerId,
          created_at: item.createdAt,
        });
      start = out.LastEvaluatedKey;
    } while (start);
    return sites;
  },
  'sites create': async (values) => {
    const { createSite } = await import('../lib/sites/sites.js');
    const { createSiteSchema } = await import('../lib/sites/schemas.js');
    const input = createSiteSchema.parse({
      subdomain: required(values, 'subdomain'),
      name: required(values, 'name'),
      locales: values.locales ? list(values.locales) : undefined,
      currency: values.currency,
    });
    const site = await createSite(input, await userByEmail(required(values, 'owner')));
    return {
      id: site.id,
      subdomain: site.subdomain,
      name: site.name,
      locales: site.locales,
      currency: site.currency,
      owner_id: site.ownerId,
      created_at: site.createdAt,
    };
  },
  'users create': async (values) => {
    const { createUser } = await import('../lib/auth/users.js');
    const { presentUser } = await import('../lib/auth/present.js');
    const { randomPassword } = await import('../lib/auth/passwords.js');
    const password = values.password ?? randomPassword();
    const user = await createUser({ email: required(values, 'email'), name: required(values, 'name'), password });
    return { ...presentUser(user), ...(values.password ? {} : { password }) };
  },
  'members add': async (values) => {
    const { addMemberByEmail } = await import('../lib/sites/members.js');
    const role = values.role ?? 'member';
    if (role !== 'member' && role !== 'owner') throw new UsageError('--role must be member or owner');
    // The route's own path: membership and the user's tokens in one transaction.
    const user = await userByEmail(required(values, 'email'));
    const member = await addMemberByEmail((await siteNamed(required(values, 'site'))).id, { email: user.email, role });
    return {
      site_id: member.siteId,
      user: { id: member.userId, email: member.email, name: member.name },
      role: member.role,
    };
  },
  'tokens create': async (values) => {
    const { issueToken, tokenSites } = await import('../lib/auth/tokens.js');
    const { isScope, roleScopes } = await import('../lib/auth/scopes.js');
    const { allUserMemberships } = await import('../lib/sites/sites.js');
    const user = await userByEmail(required(values, 'email'));
    const scopes = list(values.scopes);
    const unknown = scopes.filter((scope) => !isScope(scope));
    if (unknown.length) throw new UsageError(`unknown scope(s): ${unknown.join(', ')}`);
    const memberships = await allUserMemberships(user.id);
    const expiresIn = values['expires-in'] ? Number(values['expires-in']) : 90 * 24 * 3600;
    if (!Number.isInteger(expiresIn) || expiresIn < 60)
      throw new UsageError('--expires-in must be a whole number of seconds ≥ 60');
    let site: (typeof memberships)[number] | undefined;
    if (values.site) {
      site = memberships.find((m) => m.siteId === values.site || m.subdomain === values.site);
      if (!site) throw new UsageError(`${user.email} is not a member of ${values.site}`);
      const allowed = new Set<string>(roleScopes(site.role));
      const denied = scopes.filter((scope) => !allowed.has(scope));
      if (denied.length) throw new UsageError(`a ${site.role} cannot hold: ${denied.join(', ')}`);
    }
    const { record, secret } = await issueToken({
      kind: site ? 'site' : 'user',
      userId: user.id,
      siteId: site?.siteId,
      scopes,
      master: false,
      note: values.note ?? 'created with the admin CLI',
      expiresIn,
      sites: tokenSites(site ? [site] : memberships),
    });
    return {
      id: record.id,
      token: secret,
      scopes: record.scopes,
      site: record.siteId ?? null,
      expired_at: record.expiresAt,
    };
  },
  'oauth-clients create': async (values) => {
    const { createClient } = await import('../lib/oauth/clients.js');
    const { createClientSchema } = await import('../lib/oauth/schemas.js');
    const owner = await userByEmail(required(values, 'owner'));
    const input = createClientSchema.parse({
      name: required(values, 'name'),
      redirect_uris: values['redirect-uri'] ?? [],
      scopes: list(values.scopes),
      confidential: values.confidential ?? false,
      first_party: values['first-party'] ?? false,
    });
    const { client, secret } = await createClient(input, owner.id);
    return { ...client, ...(secret && { client_secret: secret }) };
  },
  // Orders: the API's own storage operations and presenter, so an operator sees what the API shows.
  'orders list': async (values) => {
    const { listOrders } = await import('../lib/orders/order-queries.js');
    const { listOrdersQuerySchema } = await import('../lib/orders/schemas.js');
    const { presentOrder } = await import('../lib/orders/present.js');
    const site = await siteNamed(required(values, 'site'));
    const query = listOrdersQuerySchema.parse({
      status: values.status,
      customer: values.customer,
      per_page: values.limit,
    });
    const page = await listOrders(
      site.id,
      { customerId: query.customer },
      { status: query.status },
      { per_page: query.per_page },
    );
    return page.items.map((order) => presentOrder(order, ''));
  },
  'orders show': async (values) => {
    const { getOrder } = await import('../lib/orders/order-queries.js');
    const { orderParamsSchema } = await import('../lib/orders/schemas.js');
    const { presentOrder } = await import('../lib/orders/present.js');
    const site = await siteNamed(required(values, 'site'));
    const order = await getOrder(site.id, orderParamsSchema.parse({ order: required(values, 'order') }).order);
    if (!order) throw new UsageError(`no order ${values.order} on ${values.site}`);
    return presentOrder(order, '');
  },
  'orders transition': async (values) => {
    const { transitionOrder } = await import('../lib/orders/order-transitions.js');
    const { orderParamsSchema, transitionSchema } = await import('../lib/orders/schemas.js');
    const { presentOrder } = await import('../lib/orders/present.js');
    const site = await siteNamed(required(values, 'site'));
    const { order } = orderParamsSchema.parse({ order: required(values, 'order') });
    const body = transitionSchema.parse({ status: required(values, 'status'), note: values.note });
    return presentOrder(await transitionOrder(site.id, order, body.status, body.note), '');
  },
};

const main = async (): Promise<number> => {
  let parsed;
  try {
    parsed = parseArgs({ options, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(`admin: ${(error as Error).message} (see --help)`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) {
    console.log(HELP);
    return values.help ? 0 : 2;
  }
  const command = commands[positionals.slice(0, 2).join(' ')];
  if (!command || positionals.length > 2) {
    console.error(`admin: unknown command "${positionals.join(' ')}" (see --help)`);
    return 2;
  }
  const release = await target(values);
  try {
    console.log(JSON.stringify(await command(values), null, 2));
    return 0;
  } catch (error) {
    const message =
      error instanceof UsageError
        ? error.message
        : ((error as { issues?: { path: PropertyKey[]; message: string }[] }).issues
            ?.map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ') ?? (error as Error).message);
    console.error(`admin: ${message}`);
    const badInput =
      error instanceof UsageError ||
      (error as { status?: number }).status !== undefined ||
      (error as { issues?: unknown }).issues !== undefined;
    return badInput ? 2 : 1;
  } finally {
    await release();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
