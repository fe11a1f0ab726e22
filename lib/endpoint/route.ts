import type { RouteExtras } from '../openapi/route-extras.js';
import type { RouteAuth } from '../auth/route-auth.js';
import type { Scope } from '../auth/scopes.js';

/** One row of the route table (functions/routes.ts): plain data, read by CDK, the local server and OpenAPI. */
export interface RouteDefinition {
  /** Function file `functions/<name>.ts`, Lambda function and operation id. */
  readonly name: string;
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** API Gateway HTTP API path, `{param}` per path segment. */
  readonly path: string;
  readonly auth: RouteAuth;
  /** Scope the route requires; `write_X` satisfies `read_X`. Absent: any valid token. */
  readonly scope?: Scope;
  /**
   * A second scope that also opens the route; the handler then decides per resource which of the
   * two applies (privacy-sensitive channels need the sensitive scopes instead of the plain ones).
   */
  readonly alternativeScope?: Scope;
  /** Table access the function is granted: least privilege for read-only routes. */
  readonly access: 'read' | 'write';
  /**
   * The GET's answer is made anew on every call (a signed form token), not a resource that can be
   * unchanged: no ETag and never a 304; the handler sends `Cache-Control: no-store`.
   */
  readonly minted?: true;
}

/**
 * An authenticated GET of one resource (lists are named `list-…`): it answers conditional requests
 * (strong ETag, `If-None-Match` → 304; lib/http/middleware/conditional-get.ts). Public documents
 * (the OpenAPI document, JWKS, discovery) keep their own public caching.
 */
export const isSingleResourceGet = (route: Pick<RouteDefinition, 'method' | 'auth' | 'name' | 'minted'>): boolean =>
  route.method === 'GET' && route.auth !== 'none' && !route.name.startsWith('list-') && !route.minted;

/**
 * The route table with a way to load each route's function module, as an entry point (`npm start`,
 * `npm run openapi`, the tests, the bench) hands it to the local server and the OpenAPI loader:
 * lib/ never imports functions/.
 */
export interface RouteTable {
  readonly routes: readonly RouteDefinition[];
  /** Imports `functions/<domain>/<name>.ts`. */
  readonly load: (name: string) => Promise<{ readonly handler?: unknown }>;
  /** What the OpenAPI document says of each route beyond its handler, by route name (declared beside the rows). */
  readonly docs: Readonly<Record<string, RouteExtras>>;
}
