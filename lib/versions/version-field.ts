import * as z from 'zod/mini';
import { VERSIONS } from './registry.js';

/**
 * A version the registry knows, as a request field (`PATCH /site {api_version}`, a webhook's
 * `api_version`): a shared building block of other domains' schemas, like lib/http's.
 */
export const knownVersionSchema = z.string().check(
  z.refine((value) => VERSIONS.some((version) => version.version === value), {
    message: `must be one of the API versions: ${VERSIONS.map((version) => version.version).join(', ')}`,
  }),
);
