import type { HttpResult } from '../http/responses.js';

/** A request as the version middleware hands it to a change: the route's name, its parsed body and query. */
export interface VersionedRequest {
  readonly route: string;
  readonly body: unknown;
  readonly query: Readonly<Record<string, string>> | undefined;
}

/** A webhook event payload as sent: `{type, timestamp, data}` in the first version. */
export type EventPayload = Readonly<Record<string, unknown>>;

/**
 * One breaking change, shipped in the version that lists it. The code of the API speaks only the
 * newest shapes; a change says how to turn a request of the shape before it into the shape after
 * it, and an answer (and a webhook event payload) of the shape after it back into the shape before
 * it. Each hook is optional: a change touches only what it declares in `affects`.
 */
export interface VersionChange {
  /** One sentence for the changelog (`GET /versions`, the docs page). */
  readonly description: string;
  /** What it touches, in words a client recognises: routes (`GET /site`), `error answers`, `webhook events`. */
  readonly affects: readonly string[];
  /** Older request → newer request (before validation). */
  readonly request?: (request: VersionedRequest) => Pick<VersionedRequest, 'body' | 'query'>;
  /** Newer answer → older answer, errors included. */
  readonly response?: (response: HttpResult, route: string) => HttpResult;
  /** Newer webhook payload → older payload. */
  readonly event?: (payload: EventPayload) => EventPayload;
  /**
   * The OpenAPI document of the version before it → the document of its version. The generated
   * document (openapi.json) describes the first version, the one a client gets without a header;
   * the others are derived from it (`GET /openapi.json?version=`). A change of the registry keeps
   * it in lib/versions/openapi.ts instead (DOCUMENT_REWRITES), out of the functions' bundles.
   */
  readonly openapi?: (document: OpenApiDocument) => OpenApiDocument;
}

/** An OpenAPI document as plain JSON. */
export type OpenApiDocument = Readonly<Record<string, unknown>>;

/** A dated version: the API as it is from `version` on, with the changes that version brought. */
export interface ApiVersion {
  /** `YYYY-MM-DD`, the name clients send in `X-Service-Version`. */
  readonly version: string;
  /** RFC 3339 date-time it shipped. */
  readonly releasedAt: string;
  /** From when answers in this version say `Deprecation` (never before its successor shipped). */
  readonly deprecatedAt?: string;
  /** From when the version is no longer served: requests for it fall forward (at least 12 months after its successor). */
  readonly sunsetAt?: string;
  /** The breaking changes this version brought, applied in order (empty for the first version). */
  readonly changes: readonly VersionChange[];
}
