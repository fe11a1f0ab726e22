import { describe, expect, it } from 'vitest';
import { VERSIONS } from '../../../lib/versions/registry.js';

const YEAR_MS = 365 * 24 * 3600 * 1000;

describe('the version registry', () => {
  it('lists dated versions oldest first, the first without changes', () => {
    expect(VERSIONS[0]?.changes).toEqual([]);
    const names = VERSIONS.map((v) => v.version);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
    for (const v of VERSIONS) {
      expect(v.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(v.releasedAt.slice(0, 10)).toBe(v.version);
    }
  });

  it('deprecates a version only after its successor shipped, and sunsets it 12 months after that at the earliest', () => {
    VERSIONS.forEach((v, i) => {
      const successor = VERSIONS[i + 1];
      if (v.deprecatedAt || v.sunsetAt) expect(successor).toBeDefined();
      if (!successor) return;
      if (v.deprecatedAt) expect(Date.parse(v.deprecatedAt)).toBeGreaterThanOrEqual(Date.parse(successor.releasedAt));
      if (v.sunsetAt) {
        expect(v.deprecatedAt).toBeDefined();
        expect(Date.parse(v.sunsetAt) - Date.parse(successor.releasedAt)).toBeGreaterThanOrEqual(YEAR_MS);
      }
    });
  });

  it('describes every change for the changelog', () => {
    for (const change of VERSIONS.flatMap((v) => v.changes)) {
      expect(change.description.length).toBeGreaterThan(10);
      expect(change.affects.length).toBeGreaterThan(0);
    }
  });
});
