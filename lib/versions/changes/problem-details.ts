import { JSON_TYPE, PROBLEM_TYPE, type HttpResult } from '../../http/responses.js';
import type { VersionChange } from '../change.js';

interface ProblemBody {
  readonly detail?: string;
  readonly code?: string;
  readonly errors?: unknown;
  readonly details?: unknown;
}

/**
 * Error answers as RFC 9457 problem details (`application/problem+json`, `{type, title, status,
 * detail, instance, code, errors?, details?}`). Undone for older versions: the body is rebuilt as
 * `{code, message, errors?, details?}` in that key order, byte for byte what the first version
 * answered. `/oauth2` turns either form into RFC 6749 bodies itself, in every version. Its OpenAPI
 * rewrite is in ./problem-details-openapi.ts, out of every function's bundle.
 */
export const problemDetails: VersionChange = {
  description:
    'Error answers are RFC 9457 problem details (application/problem+json): type (the docs entry of the code), title, status, detail (the former message), instance (the request id), code, errors?, details?',
  affects: ['error answers'],
  response: (response: HttpResult): HttpResult => {
    if (!response.headers['content-type']?.startsWith(PROBLEM_TYPE)) return response;
    let problem: ProblemBody;
    try {
      problem = JSON.parse(response.body ?? '{}') as ProblemBody;
    } catch {
      return response;
    }
    const body: Record<string, unknown> = { code: problem.code, message: problem.detail };
    if (problem.errors !== undefined) body.errors = problem.errors;
    if (problem.details !== undefined) body.details = problem.details;
    return { ...response, headers: { ...response.headers, 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
  },
};
