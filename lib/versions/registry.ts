import type { ApiVersion } from './change.js';
import { eventEnvelope } from './changes/event-envelope.js';
import { problemDetails } from './changes/problem-details.js';

/**
 * Every version of the API, oldest first. The first is the API as it first shipped (the
 * foundation's release, 2026-11-22): a request without `X-Service-Version` from a site that never
 * pinned one is answered in it, so nothing that worked then changes. A version is never removed;
 * it is deprecated and, at least 12 months after its successor shipped, sunset (docs/versions.md).
 * Small pure data: it is in every function's bundle.
 */
export const VERSIONS: readonly ApiVersion[] = [
  { version: '2026-11-22', releasedAt: '2026-11-22T00:00:00Z', changes: [] },
  { version: '2026-12-01', releasedAt: '2026-12-01T00:00:00Z', changes: [problemDetails, eventEnvelope] },
];

/** The first version: answers and webhooks that name none. */
export const FIRST_VERSION = (VERSIONS[0] as ApiVersion).version;
