import type * as z from 'zod/mini';
import {
  authorizeFormSchema,
  authorizeQuerySchema,
  introspectRequestSchema,
  revokeRequestSchema,
  tokenRequestSchema,
} from '../oauth/docs-schemas.js';

/** What the document says about a route beyond its handler's own description. */
export interface RouteExtras {
  /** Query parameters an endpoint reads itself (the OAuth endpoints take RFC 6749 parameters, not zod-validated ones). */
  readonly query?: z.ZodMiniType;
  /** Body parameters an endpoint reads itself: form-encoded as RFC 6749 requires, JSON as a convenience. */
  readonly form?: z.ZodMiniType;
  /** Media type of the success body when it is not `application/json`. */
  readonly mediaType?: string;
  /** Error statuses the generic rules do not foresee. */
  readonly errors?: readonly number[];
  /** Security of an `auth: 'none'` route that checks a bearer token itself. */
  readonly security?: readonly Record<string, string[]>[];
  readonly summary?: string;
  readonly description?: string;
}

/** Per-route additions of a domain, keyed by route name (declared beside the rows, functions/<domain>/routes.ts). */
export type RouteDocs = Readonly<Record<string, RouteExtras>>;

/**
 * The parameters the protocol endpoints read themselves, for the document only: their schemas are
 * never imported by a function module, so they stay here rather than beside the rows.
 */
export const protocolParameters: Readonly<Record<string, Pick<RouteExtras, 'query' | 'form'>>> = {
  'oauth-authorize': { query: authorizeQuerySchema },
  'oauth-authorize-form': { form: authorizeFormSchema },
  'oauth-token': { form: tokenRequestSchema },
  'oauth-revoke': { form: revokeRequestSchema },
  'oauth-introspect': { form: introspectRequestSchema },
};
