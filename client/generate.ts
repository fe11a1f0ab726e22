import openapiTS, { astToString } from 'openapi-typescript';

/** Where the generated types live, beside the client that uses them. */
export const CLIENT_TYPES_FILE = new URL('./openapi-types.ts', import.meta.url);

const HEADER = [
  '// Generated from openapi.json by openapi-typescript (client/generate.ts): do not edit.',
  '// Regenerate with `npm run openapi`; test/unit/client/generate.test.ts fails when this file is stale.',
  '',
].join('\n');

/**
 * The client's TypeScript types for an OpenAPI document (its JSON text): `paths`, `components` and
 * `operations` as openapi-typescript writes them. Deterministic: the same document gives the same text.
 */
export const generateClientTypes = async (documentText: string): Promise<string> => {
  // Defaults on purpose: `operations` are keyed by operationId, which is the route's name.
  const ast = await openapiTS(documentText);
  // The API version the document describes: the client sends it, so its types and the answers agree.
  const version = (JSON.parse(documentText) as { info?: Record<string, unknown> }).info?.['x-service-version'];
  const stamp =
    typeof version === 'string'
      ? `\n/** The API version these types describe; the client sends it as X-Service-Version. */\nexport const API_VERSION = ${JSON.stringify(version)};\n`
      : '';
  return `${HEADER}${astToString(ast)}${stamp}`;
};
