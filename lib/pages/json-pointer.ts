/**
 * Splits an RFC 6901 JSON Pointer into its unescaped reference tokens.
 * `""` is the whole document (no tokens). Returns undefined when the text is not a pointer:
 * it does not start with `/`, or a `~` is not followed by `0` or `1`.
 */
export const parsePointer = (pointer: string): string[] | undefined => {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  const tokens = pointer.slice(1).split('/');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    if (!token.includes('~')) continue;
    if (/~(?![01])/.test(token)) return undefined;
    // `~1` first, then `~0`: the RFC's order, so `~01` decodes to `~1` and not to `/`.
    tokens[i] = token.replaceAll('~1', '/').replaceAll('~0', '~');
  }
  return tokens;
};

/** Escapes one reference token (`~` → `~0`, `/` → `~1`). */
export const escapePointerToken = (token: string): string => token.replaceAll('~', '~0').replaceAll('/', '~1');

/** Joins reference tokens into a JSON Pointer; the inverse of {@link parsePointer}. */
export const formatPointer = (tokens: readonly string[]): string =>
  tokens.map((token) => `/${escapePointerToken(token)}`).join('');
