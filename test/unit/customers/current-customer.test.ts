import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '../../../lib/auth/principal.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import { hashSecret } from '../../../lib/auth/tokens.js';
import { currentCustomerId, sessionSecret } from '../../../lib/customers/current-customer.js';
import { db } from '../../../lib/db/client.js';

const dynamo = mockClient(db);
beforeEach(() => dynamo.reset());

const SITE = '0123456789abcdef01234567';
const principal = (token: Partial<TokenRecord>): Principal => ({
  token: {
    id: 't',
    kind: 'site',
    scopes: [],
    master: false,
    hint: 'x',
    createdAt: '',
    updatedAt: '',
    sites: {},
    ...token,
  } as TokenRecord,
  granted: [],
  scopes: [],
  site: { id: SITE, subdomain: 'shop' },
});
const event = (headers: Record<string, string>) => ({ headers }) as unknown as APIGatewayProxyEventV2;
const future = new Date(Date.now() + 3600_000).toISOString();

describe('sessionSecret', () => {
  it('reads Session-Token, then X-Service-Session-Token', () => {
    expect(sessionSecret(event({ 'session-token': ' scs_a ' }))).toBe('scs_a');
    expect(sessionSecret(event({ 'x-service-session-token': 'scs_b' }))).toBe('scs_b');
    expect(sessionSecret(event({ 'session-token': 'scs_a', 'x-service-session-token': 'scs_b' }))).toBe('scs_a');
    expect(sessionSecret(event({ 'session-token': '  ' }))).toBeUndefined();
    expect(sessionSecret(event({}))).toBeUndefined();
  });
});

describe('currentCustomerId', () => {
  it('takes the customer of a customer token without any I/O, ignoring session headers', async () => {
    const id = await currentCustomerId(
      principal({ kind: 'customer', customerId: 'c-token' }),
      event({ 'session-token': 'scs_x' }),
    );
    expect(id).toBe('c-token');
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('is anonymous (undefined) without a session, without any I/O', async () => {
    expect(await currentCustomerId(principal({}), event({}))).toBeUndefined();
    expect(dynamo.calls()).toHaveLength(0);
  });

  it("looks the session up in the request site's key space by the hash of its secret", async () => {
    dynamo.on(GetCommand).resolves({ Item: { customerId: 'c-session', expiresAt: future } });
    expect(await currentCustomerId(principal({}), event({ 'x-service-session-token': 'scs_secret' }))).toBe(
      'c-session',
    );
    const input = dynamo.commandCalls(GetCommand)[0]?.args[0].input;
    expect(input?.Key).toEqual({ pk: `${SITE}#SESSION#${hashSecret('scs_secret')}`, sk: 'SESSION' });
  });

  it('throws 401 invalid_session for an unknown or expired session, and for a malformed secret without a lookup', async () => {
    dynamo
      .on(GetCommand)
      .resolvesOnce({})
      .resolvesOnce({ Item: { customerId: 'c', expiresAt: new Date(Date.now() - 1000).toISOString() } });
    for (const secret of ['scs_unknown', 'scs_expired']) {
      await expect(currentCustomerId(principal({}), event({ 'session-token': secret }))).rejects.toMatchObject({
        status: 401,
        code: 'invalid_session',
      });
    }
    await expect(
      currentCustomerId(principal({}), event({ 'session-token': 'smp_not-a-session' })),
    ).rejects.toMatchObject({ status: 401 });
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(2);
  });
});
