import * as z from 'zod/mini';
import { VERSIONS } from './registry.js';
import { servedVersions } from './version-rules.js';

const served = () => servedVersions(VERSIONS, new Date()).map((version) => version.version);

/**
 * A version still served, as a request field (`PATCH /site {api_version}`, a webhook's
 * `api_version`): a shared building block of other domains' schemas, like lib/http's. A version
 * past its sunset is refused like an unknown one: a pin or webhook naming it would only ever be
 * answered in another version. Checked when the request is, so a sunset takes effect on its date.
 */
export const servedVersionSchema = z.string().check(
  z.refine((value) => served().includes(value), {
    error: () => `must be one of the API versions still served: ${served().join(', ')}`,
  }),
);
