import { describe, expect, it } from 'vitest';
import {
  fileText,
  filesOf,
  LOCALE_FILE,
  parseLocaleFile,
  planTranslationPush,
  stateAfterPush,
} from '../../../cli/translation-files.js';

describe('filesOf', () => {
  it('splits translations into one object per locale, keys in order', () => {
    expect(
      filesOf([
        { key: 'b', values: { en: 'B' } },
        { key: 'a', values: { en: 'A', fr: 'A-fr' } },
      ]),
    ).toEqual({ en: { a: 'A', b: 'B' }, fr: { a: 'A-fr' } });
  });
});

describe('fileText and parseLocaleFile', () => {
  it('writes sorted, indented JSON with a final newline and reads it back', () => {
    const text = fileText({ z: 'Z', a: 'A' });
    expect(text).toBe('{\n  "a": "A",\n  "z": "Z"\n}\n');
    expect(parseLocaleFile(text)).toEqual({ a: 'A', z: 'Z' });
  });

  it('refuses what is not an object of strings', () => {
    expect(parseLocaleFile('[')).toEqual({ problem: expect.stringMatching(/^not JSON/) });
    expect(parseLocaleFile('[]')).toEqual({ problem: 'must be an object of {"key": "text"}' });
    expect(parseLocaleFile('{"a": 1}')).toEqual({ problem: 'the value of a is not a string' });
  });

  it('recognises locale files by name', () => {
    expect(LOCALE_FILE.exec('fr.json')?.[1]).toBe('fr');
    expect(LOCALE_FILE.exec('pt-BR.json')?.[1]).toBe('pt-BR');
    expect(LOCALE_FILE.test('.site-api-translations.json')).toBe(false);
    expect(LOCALE_FILE.test('notes.txt')).toBe(false);
  });
});

describe('planTranslationPush', () => {
  const base = { en: { a: 'A', b: 'B', c: 'C' }, fr: { a: 'A-fr', c: 'C-fr' } };

  it('plans nothing when the files are as last pulled', () => {
    expect(planTranslationPush(structuredClone(base), base)).toEqual([]);
  });

  it('sends edited and new texts, null for a removed text, and deletes a key gone from every file', () => {
    const local = { en: { a: 'A2', b: 'B', d: 'D' }, fr: { a: 'A-fr' }, de: { b: 'B-de' } };
    expect(planTranslationPush(local, base)).toEqual([
      { key: 'a', values: { en: 'A2' } },
      { key: 'b', values: { de: 'B-de' } },
      { key: 'c', delete: true },
      { key: 'd', values: { en: 'D' } },
    ]);
  });

  it('removes one locale of a key that other files still hold', () => {
    expect(planTranslationPush({ en: { a: 'A', b: 'B', c: 'C' }, fr: { c: 'C-fr' } }, base)).toEqual([
      { key: 'a', values: { fr: null } },
    ]);
  });

  it('sends every text when the folder was never pulled', () => {
    expect(planTranslationPush({ en: { a: 'A' } }, {})).toEqual([{ key: 'a', values: { en: 'A' } }]);
  });
});

describe('stateAfterPush', () => {
  it('applies the plan to the last state, so the same files plan nothing after', () => {
    const base = { en: { a: 'A', c: 'C' }, fr: { a: 'A-fr' } };
    const local = { en: { a: 'A2', d: 'D' }, fr: {} };
    const plan = planTranslationPush(local, base);
    const state = stateAfterPush(base, plan);
    expect(state).toEqual({ en: { a: 'A2', d: 'D' }, fr: {} });
    expect(planTranslationPush(local, state)).toEqual([]);
    expect(base).toEqual({ en: { a: 'A', c: 'C' }, fr: { a: 'A-fr' } });
  });
});
