import { PROBLEM_TYPE } from '../../http/responses.js';
import type { OpenApiDocument } from '../change.js';

interface ResponseObject {
  readonly content?: Record<string, { readonly schema?: { readonly $ref?: string } }>;
}
interface Components {
  readonly responses?: Record<string, ResponseObject>;
  readonly schemas?: Record<string, unknown>;
}

/** RFC 9457 problem details as this API fills them (components.schemas.Problem of newer documents). */
const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details: every non-2xx answer outside `/oauth2` from 2026-12-01 on',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', format: 'uri', description: "URL of the code's entry on the docs page" },
    title: { type: 'string', description: "The status's reason phrase" },
    status: { type: 'integer' },
    detail: { type: 'string', description: 'A sentence for people (the former `message`); generic for 500' },
    instance: { type: 'string', description: "The request's id" },
    code: { type: 'string', description: 'Stable snake_case code clients may branch on' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
    details: { type: 'object' },
  },
};

/**
 * The OpenAPI side of problemDetails: the error responses of the document answer problem details
 * instead of `{code, message}` (used by lib/versions/openapi.ts only, so the functions' bundles do
 * not carry it).
 */
export const problemDetailsDocument = (document: OpenApiDocument): OpenApiDocument => {
  const components = (document.components ?? {}) as Components;
  const responses: Record<string, ResponseObject> = { ...components.responses };
  for (const [name, response] of Object.entries(responses)) {
    const error = response.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error';
    if (error)
      responses[name] = {
        ...response,
        content: { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
      };
  }
  return {
    ...document,
    components: {
      ...components,
      responses,
      schemas: { ...components.schemas, Problem: problemSchema },
    },
  };
};
