import createClient, {
  type Client,
  type ClientPathsWithMethod,
  type MaybeOptionalInit,
  type MethodResponse,
} from 'openapi-fetch';
import { SiteApiError } from './errors.js';
import { nextLink } from './links.js';
import type { paths } from './openapi-types.js';
import { createTransport, type Transport, type TransportOptions } from './transport.js';

export { SiteApiError, type ErrorBody, type FieldError } from './errors.js';
export type { components, operations, paths } from './openapi-types.js';
export type { RetryPolicy } from './retry-policy.js';
export type { RetryNotice, TransportOptions } from './transport.js';

export interface SiteApiOptions extends TransportOptions {
  /** The API's base URL, e.g. `https://api.example.com` or `http://127.0.0.1:3000`. */
  readonly baseUrl: string;
}

type GetPath = ClientPathsWithMethod<Client<paths>, 'get'>;
/** GET paths whose success body is a JSON array: the paginated lists. */
export type ListPath = {
  [P in GetPath]: MethodResponse<Client<paths>, 'get', P> extends readonly unknown[] ? P : never;
}[GetPath];
/** One element of a list's body. */
export type ListItem<P extends ListPath> =
  MethodResponse<Client<paths>, 'get', P> extends readonly (infer Item)[] ? Item : never;

export interface SiteApi extends Client<paths> {
  /**
   * Every item of a list, page after page: the first request is typed like `GET`, then the client
   * follows each `Link: <…>; rel="next"` until there is none.
   */
  paginate<P extends ListPath>(
    path: P,
    ...init: undefined extends MaybeOptionalInit<paths[P], 'get'>
      ? [MaybeOptionalInit<paths[P], 'get'>?]
      : [MaybeOptionalInit<paths[P], 'get'>]
  ): AsyncGenerator<ListItem<P>, void, undefined>;
  /** The transport itself: a `fetch` with the client's headers, retries and errors, for untyped calls. */
  readonly fetch: Transport;
  readonly baseUrl: string;
}

/**
 * A typed client for the API, built with openapi-fetch on the types openapi-typescript generates from
 * openapi.json (`client/openapi-types.ts`). `GET`, `POST`, `PUT`, `DELETE` take the documented path
 * templates and are checked against each operation's parameters and bodies. Failed calls throw a
 * {@link SiteApiError} (so `data` is always there when a call returns); see {@link createTransport}
 * for headers, idempotency keys and retries.
 */
export const createSiteApi = (options: SiteApiOptions): SiteApi => {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport = createTransport(options);
  const client = createClient<paths>({ baseUrl, fetch: transport });

  async function* paginate(path: ListPath, init?: unknown): AsyncGenerator<unknown, void, undefined> {
    const first = await (
      client.GET as (path: string, init?: unknown) => Promise<{ data?: unknown; response: Response }>
    )(path, init);
    yield* first.data as unknown[];
    let next = nextLink(first.response.headers.get('link'), first.response.url || baseUrl);
    while (next) {
      const response = await transport(new Request(next));
      yield* (await response.json()) as unknown[];
      next = nextLink(response.headers.get('link'), next);
    }
  }

  return Object.assign(client, { paginate, fetch: transport, baseUrl }) as SiteApi;
};

/** The body of a call: failed calls throw, so a returned call always has one (`undefined` for a 204). */
export const data = async <T>(call: Promise<{ data?: T; response: Response }>): Promise<T> => (await call).data as T;

/** True when `error` is the API's answer with this status (and code, when given). */
export const isApiError = (error: unknown, status?: number, code?: string): error is SiteApiError =>
  error instanceof SiteApiError &&
  (status === undefined || error.status === status) &&
  (code === undefined || error.code === code);
