import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

/** The theme's four collections, each a folder of the local copy. */
export const KINDS = ['layouts', 'templates', 'snippets', 'assets'] as const;
export type Kind = (typeof KINDS)[number];

/** A theme item as the CLI compares it: where it lives and the SHA-256 of its bytes. */
export interface Entry {
  readonly kind: Kind;
  readonly name: string;
  /** null when the server has none (a binary asset stored before checksums): always uploaded. */
  readonly checksum: string | null;
}

export type Action = 'create' | 'update' | 'delete';
export interface PlannedChange {
  readonly action: Action;
  readonly kind: Kind;
  readonly name: string;
}

export const keyOf = (entry: { kind: Kind; name: string }) => `${entry.kind}/${entry.name}`;

export const sha256 = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/**
 * What a push must do (pure): create local files the theme lacks, update those whose checksum
 * differs, delete remote items without a local file only when pruning. Sorted by kind, then name.
 */
export const planPush = (
  local: readonly Entry[],
  remote: readonly Entry[],
  options: { prune: boolean },
): { changes: PlannedChange[]; unchanged: number; kept: number } => {
  const remoteByKey = new Map(remote.map((entry) => [keyOf(entry), entry]));
  const localKeys = new Set(local.map(keyOf));
  const changes: PlannedChange[] = [];
  let unchanged = 0;
  for (const entry of local) {
    const found = remoteByKey.get(keyOf(entry));
    if (!found) changes.push({ action: 'create', kind: entry.kind, name: entry.name });
    else if (found.checksum === null || found.checksum !== entry.checksum)
      changes.push({ action: 'update', kind: entry.kind, name: entry.name });
    else unchanged += 1;
  }
  const absent = remote.filter((entry) => !localKeys.has(keyOf(entry)));
  if (options.prune) for (const entry of absent) changes.push({ action: 'delete', kind: entry.kind, name: entry.name });
  const order = (change: PlannedChange) => `${KINDS.indexOf(change.kind)}/${change.name}`;
  changes.sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
  return { changes, unchanged, kept: options.prune ? 0 : absent.length };
};

// Files an editor or the OS leaves beside real ones: never part of a theme.
const IGNORED = /(^|\/)(\.DS_Store|Thumbs\.db|\.git|\.#[^/]*|#[^/]*#|[^/]*~|[^/]*\.sw[a-p]|4913)$/;
export const isIgnoredName = (name: string) => IGNORED.test(name);

/** The local file of an item: names with `/` become folders; never outside the kind's folder. */
export const fileOf = (dir: string, kind: Kind, name: string): string => {
  const root = resolve(dir, kind);
  const file = resolve(root, ...name.split('/'));
  if (!file.startsWith(root + sep)) throw new Error(`refusing to write ${name} outside ${root}`);
  return file;
};

/** The item a local path stands for, or undefined for files outside the four folders or ignored. */
export const entryOfFile = (dir: string, file: string): { kind: Kind; name: string } | undefined => {
  const parts = relative(resolve(dir), resolve(file)).split(sep);
  const [kind, ...rest] = parts;
  if (!KINDS.includes(kind as Kind) || !rest.length) return undefined;
  const name = rest.join('/');
  if (isIgnoredName(name)) return undefined;
  return { kind: kind as Kind, name };
};

/** Every file of the local copy, with its bytes. */
export const readLocalTheme = async (dir: string): Promise<{ kind: Kind; name: string; bytes: Buffer }[]> => {
  const files: { kind: Kind; name: string; bytes: Buffer }[] = [];
  for (const kind of KINDS) {
    let names: string[];
    try {
      names = (await readdir(join(dir, kind), { recursive: true, withFileTypes: true }))
        .filter((dirent) => dirent.isFile())
        .map((dirent) =>
          relative(
            join(dir, kind),
            join(dirent.parentPath ?? (dirent as unknown as { path: string }).path, dirent.name),
          )
            .split(sep)
            .join('/'),
        );
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names.sort()) {
      if (isIgnoredName(name)) continue;
      files.push({ kind, name, bytes: await readFile(join(dir, kind, ...name.split('/'))) });
    }
  }
  return files;
};

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text of bytes that are UTF-8 (kept exactly, byte-order mark included), else undefined. */
export const textOf = (bytes: Uint8Array): string | undefined => {
  if (bytes.includes(0)) return undefined;
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
};
