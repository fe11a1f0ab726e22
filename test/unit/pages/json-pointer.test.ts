import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapePointerToken, formatPointer, parsePointer } from '../../../lib/pages/json-pointer.js';

describe('parsePointer', () => {
  it('returns no tokens for the empty pointer', () => {
    expect(parsePointer('')).toEqual([]);
  });

  it('splits a pointer into its tokens', () => {
    expect(parsePointer('/items/hero/content')).toEqual(['items', 'hero', 'content']);
  });

  it('keeps empty tokens', () => {
    expect(parsePointer('/')).toEqual(['']);
    expect(parsePointer('/a//b/')).toEqual(['a', '', 'b', '']);
  });

  it('unescapes ~1 to / and ~0 to ~', () => {
    expect(parsePointer('/a~1b/c~0d')).toEqual(['a/b', 'c~d']);
  });

  it('decodes ~01 to ~1, not to /', () => {
    expect(parsePointer('/~01')).toEqual(['~1']);
  });

  it('rejects a pointer that does not start with /', () => {
    expect(parsePointer('title')).toBeUndefined();
    expect(parsePointer('#/title')).toBeUndefined();
  });

  it('rejects a ~ that is not followed by 0 or 1', () => {
    expect(parsePointer('/a~2')).toBeUndefined();
    expect(parsePointer('/a~')).toBeUndefined();
    expect(parsePointer('/~/b')).toBeUndefined();
  });
});

describe('formatPointer', () => {
  it('escapes ~ and / in tokens', () => {
    expect(formatPointer(['items', 'a/b~c'])).toBe('/items/a~1b~0c');
    expect(escapePointerToken('~1')).toBe('~01');
  });

  it('is the inverse of parsePointer', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('a', '/', '~', '0', '1', 'é') })), (tokens) => {
        expect(parsePointer(formatPointer(tokens))).toEqual(tokens);
      }),
      { numRuns: 200 },
    );
  });
});
