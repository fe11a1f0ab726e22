import * as z from 'zod/mini';
import { VERSIONS } from './registry.js';

/** A version the registry knows, as a request field (`PATCH /site {api_version}`). */
export const knownVersionSchema = z.string().check(
  z.refine((value) => VERSIONS.some((version) => version.version === value), {
    message: `must be one of the API versions: ${VERSIONS.map((version) => version.version).join(', ')}`,
  }),
);

/** `GET /openapi.json?version=`: the document of that version (default: the first). */
export const openapiQuerySchema = z.object({
  version: z.optional(
    z.string().check(z.maxLength(40), z.meta({ description: 'An API version (`GET /versions`); default: the first' })),
  ),
});
