/**
 * How an encrypted custom field value is kept: `{"$sealed": "v1.…"}` (lib/custom-fields/values.ts
 * seals and opens it). Apart, with no imports, so presenters that only leave sealed values out
 * carry no sealing code.
 */
export const SEALED = '$sealed';

export const isSealed = (value: unknown): value is { readonly $sealed: string } =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[SEALED] === 'string';

/** The values as a presenter shows them without opening anything: sealed values left out, never their ciphertext. */
export const withoutSealed = (stored: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> =>
  Object.fromEntries(Object.entries(stored ?? {}).filter(([, value]) => !isSealed(value)));
