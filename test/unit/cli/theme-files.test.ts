import { describe, expect, it } from 'vitest';
import { entryOfFile, fileOf, isIgnoredName, planPush, textOf } from '../../../cli/theme-files.js';

describe('planPush', () => {
  const remote = [
    { kind: 'layouts' as const, name: 'theme.liquid', checksum: 'a' },
    { kind: 'templates' as const, name: 'index.liquid', checksum: 'b' },
    { kind: 'assets' as const, name: 'old.png', checksum: null },
    { kind: 'snippets' as const, name: 'gone.liquid', checksum: 'c' },
  ];

  it('creates what the theme lacks, updates what differs, and leaves the rest', () => {
    const local = [
      { kind: 'layouts' as const, name: 'theme.liquid', checksum: 'a' },
      { kind: 'templates' as const, name: 'index.liquid', checksum: 'B' },
      { kind: 'assets' as const, name: 'old.png', checksum: 'x' },
      { kind: 'snippets' as const, name: 'new/card.liquid', checksum: 'd' },
    ];
    expect(planPush(local, remote, { prune: false })).toEqual({
      changes: [
        { action: 'update', kind: 'templates', name: 'index.liquid' },
        { action: 'create', kind: 'snippets', name: 'new/card.liquid' },
        { action: 'update', kind: 'assets', name: 'old.png' }, // no checksum on the server: always sent
      ],
      unchanged: 1,
      kept: 1,
    });
  });

  it('deletes remote items without a local file only when pruning', () => {
    const local = remote
      .filter((entry) => entry.name !== 'gone.liquid')
      .map((entry) => ({ ...entry, checksum: entry.checksum ?? 'z' }));
    expect(planPush(local, remote, { prune: true }).changes).toEqual([
      { action: 'delete', kind: 'snippets', name: 'gone.liquid' },
      { action: 'update', kind: 'assets', name: 'old.png' },
    ]);
    expect(planPush(remote.slice(0, 2), remote.slice(0, 2), { prune: true })).toEqual({
      changes: [],
      unchanged: 2,
      kept: 0,
    });
  });
});

describe('theme files', () => {
  it('maps names with / to folders and back, and never outside the kind folder', () => {
    expect(fileOf('/w', 'templates', 'customers/account.liquid')).toBe('/w/templates/customers/account.liquid');
    expect(entryOfFile('/w', '/w/templates/customers/account.liquid')).toEqual({
      kind: 'templates',
      name: 'customers/account.liquid',
    });
    expect(entryOfFile('/w', '/w/README.md')).toBeUndefined();
    expect(entryOfFile('/w', '/w/other/x.liquid')).toBeUndefined();
    expect(() => fileOf('/w', 'assets', '../../etc/passwd')).toThrow();
  });

  it('ignores editor and OS leftovers', () => {
    expect(['a.liquid~', '.a.liquid.swp', 'x/.DS_Store', '4913', '#a#'].every(isIgnoredName)).toBe(true);
    expect(['a.liquid', '.well-known/x', 'img/logo.png'].some(isIgnoredName)).toBe(false);
  });

  it('reads UTF-8 text exactly (byte-order mark kept) and refuses binary', () => {
    expect(textOf(Buffer.from('\ufeffhé\r\n', 'utf8'))).toBe('\ufeffhé\r\n');
    expect(textOf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
    expect(textOf(Buffer.from('a\0b'))).toBeUndefined();
  });
});
