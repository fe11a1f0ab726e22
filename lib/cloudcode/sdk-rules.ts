/**
 * The guest's `site` SDK as HTTP requests (pure): each call becomes the request of the matching
 * route, so it takes and returns the same bodies, answers the same errors and goes through the same
 * authentication, scopes and site binding as any client's (the invocation's own token). Only these
 * resources and actions exist; ids and channel slugs are checked and encoded here, so no call can
 * reach another path.
 */

export interface SdkHttpRequest {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path and query, encoded. */
  readonly path: string;
  readonly body?: unknown;
}

export type SdkProblem = { readonly status: 400; readonly code: 'invalid_sdk_call'; readonly message: string };

const RESOURCES: Readonly<
  Record<string, { readonly base: (channel: string) => string; readonly actions: readonly string[] }>
> = {
  entries: {
    base: (channel) => `/channels/${channel}/entries`,
    actions: ['list', 'get', 'create', 'update', 'delete'],
  },
  products: { base: () => '/products', actions: ['list', 'get', 'create', 'update'] },
  orders: { base: () => '/orders', actions: ['list', 'get', 'create'] },
  customers: { base: () => '/customers', actions: ['list', 'get', 'create', 'update'] },
  coupons: { base: () => '/coupons', actions: ['list', 'get', 'create', 'update'] },
  // `site.devices.push(body)`: POST /devices/push (sendPush), with the deployment's `write_devices`.
  devices: { base: () => '/devices', actions: ['push'] },
};

const SEGMENT = /^[^/\\?#\s]{1,200}$/;

const problem = (message: string): SdkProblem => ({ status: 400, code: 'invalid_sdk_call', message });

const segment = (what: string, value: unknown): string | SdkProblem => {
  if (typeof value === 'number' && Number.isInteger(value)) value = String(value);
  if (typeof value !== 'string' || !SEGMENT.test(value) || value === '.' || value === '..')
    return problem(`${what} must be an id or a slug`);
  return encodeURIComponent(value);
};

const scalar = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.join(',');
  return undefined;
};

/** `{where: {city: 'ghent', starts: {gte: '2026-06-01'}}, sort: '-starts', per_page: 10}` → the list's query string. */
export const listQuery = (query: unknown): string | SdkProblem => {
  if (query === undefined || query === null) return '';
  if (typeof query !== 'object' || Array.isArray(query)) return problem('list() takes {where, sort, per_page, cursor}');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (name === 'where') {
      if (typeof value !== 'object' || value === null || Array.isArray(value))
        return problem('where must be an object of fields');
      for (const [field, condition] of Object.entries(value as Record<string, unknown>)) {
        if (condition !== null && typeof condition === 'object' && !Array.isArray(condition)) {
          for (const [op, operand] of Object.entries(condition as Record<string, unknown>)) {
            const text = scalar(operand);
            if (text === undefined)
              return problem(`where.${field}.${op} must be a string, a number, a boolean or a list`);
            params.append(`where[${field}][${op}]`, text);
          }
        } else {
          const text = scalar(condition);
          if (text === undefined) return problem(`where.${field} must be a value or {operator: value}`);
          params.append(`where[${field}]`, text);
        }
      }
    } else {
      const text = scalar(value);
      if (text === undefined) return problem(`${name} must be a string, a number or a boolean`);
      params.append(name, text);
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/** The HTTP request of one SDK call, or why it is not one. */
export const sdkRequest = (call: unknown): SdkHttpRequest | SdkProblem => {
  const request = call as {
    resource?: unknown;
    action?: unknown;
    channel?: unknown;
    id?: unknown;
    body?: unknown;
    query?: unknown;
  } | null;
  const resource = typeof request?.resource === 'string' ? RESOURCES[request.resource] : undefined;
  if (!request || !resource || typeof request.action !== 'string' || !resource.actions.includes(request.action))
    return problem('no such SDK call');
  let base: string;
  if (request.resource === 'entries') {
    const channel = segment('the channel', request.channel);
    if (typeof channel !== 'string') return channel;
    base = resource.base(channel);
  } else base = resource.base('');
  const one = () => segment('the id', request.id);
  switch (request.action) {
    case 'list': {
      const query = listQuery(request.query);
      return typeof query === 'string' ? { method: 'GET', path: `${base}${query}` } : query;
    }
    case 'get':
    case 'delete': {
      const id = one();
      return typeof id === 'string'
        ? { method: request.action === 'get' ? 'GET' : 'DELETE', path: `${base}/${id}` }
        : id;
    }
    case 'create':
      return { method: 'POST', path: base, body: request.body ?? {} };
    case 'push':
      return { method: 'POST', path: `${base}/push`, body: request.body ?? {} };
    default: {
      const id = one();
      return typeof id === 'string' ? { method: 'PUT', path: `${base}/${id}`, body: request.body ?? {} } : id;
    }
  }
};
