import { watch } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { data, isApiError, SiteApiError, type components, type SiteApi } from '../../client/index.js';
import { uploadFile } from '../../client/uploads.js';
import { contentTypeOf } from './upload.js';
import { parseCommand, UsageError } from '../args.js';
import { loggedInApi, say, warn } from '../api.js';
import {
  entryOfFile,
  fileOf,
  KINDS,
  keyOf,
  planPush,
  readLocalTheme,
  sha256,
  textOf,
  type Entry,
  type Kind,
  type PlannedChange,
} from '../theme-files.js';

export const help = `Usage: site-api theme <pull|push|watch> <theme> [dir] [options]

Syncs a theme (its id or short name) with a folder (default: the current one) holding
layouts/, templates/, snippets/ and assets/. Item names with / are sub-folders.

  pull   writes every item into the folder, byte for byte (binary assets too)
  push   uploads the files whose content differs from the theme's (by SHA-256), creates
         the missing ones; a push with nothing changed sends no write
  watch  pushes each file when it is saved (debounced, within about a second)

Options:
  --prune     push, watch: delete theme items that have no local file
  --dry-run   push: only list what would be created, updated and deleted
  -h, --help  show this help

Run site-api theme <pull|push|watch> --help for one command.`;

const helps: Record<string, string> = {
  pull: `Usage: site-api theme pull <theme> [dir]

Writes layouts/, templates/, snippets/ and assets/ of the theme into dir (default: .), byte
for byte; files already identical are left alone. Local files the theme lacks are kept.

Options:
  -h, --help  show this help`,
  push: `Usage: site-api theme push <theme> [dir] [--prune] [--dry-run]

Uploads the files of dir (default: .) whose SHA-256 differs from the theme item's checksum
and creates those the theme lacks. Prints a line per file and a summary; waits and goes on
when rate limited. Exits 1 when any file failed.

Options:
  --prune     also delete theme items that have no local file
  --dry-run   list what would be created, updated and deleted, and change nothing
  -h, --help  show this help`,
  watch: `Usage: site-api theme watch <theme> [dir] [--prune]

Watches dir (default: .) and pushes each saved file about 300 ms after its last change.
Stop it with Ctrl-C.

Options:
  --prune     delete the theme item when its file is deleted
  -h, --help  show this help`,
};

type Bundle = components['schemas']['ThemeBundle'];
type Asset = components['schemas']['ThemeAsset'];
type Item = components['schemas']['ThemeItem'] | Asset;

const loadBundle = (api: SiteApi, theme: string): Promise<Bundle> =>
  data(api.GET('/themes/{theme}', { params: { path: { theme } } }));

const remoteItems = (bundle: Bundle): Map<string, { kind: Kind; item: Item }> => {
  const items = new Map<string, { kind: Kind; item: Item }>();
  for (const kind of KINDS)
    for (const item of bundle[kind]) items.set(keyOf({ kind, name: item.name }), { kind, item });
  return items;
};

const entryOf = (kind: Kind, item: Item): Entry => ({ kind, name: item.name, checksum: item.checksum });

/** The bytes of an item: its code, or for a binary asset its body (from the media host when it is an upload, else one GET, since bundles omit it). */
const bytesOf = async (api: SiteApi, theme: string, kind: Kind, item: Item): Promise<Buffer> => {
  if (item.code !== null) return Buffer.from(item.code, 'utf8');
  const file = (item as Asset).file;
  if (file) {
    const res = await fetch(file.url);
    if (!res.ok) throw new Error(`${kind}/${item.name}: the media host answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }
  const asset = await data(api.GET('/themes/{theme}/assets/{name}', { params: { path: { theme, name: item.name } } }));
  return Buffer.from(asset.content ?? '', 'base64');
};

/** The largest binary asset the API keeps in the theme's table (base64 `content`). */
const TABLE_ASSET_BYTES = 380_000;

/** Uploads one file as its item: text as `code`, binary assets as base64 `content`; keeps the item's folder and type. */
const upload = async (
  api: SiteApi,
  theme: string,
  kind: Kind,
  name: string,
  bytes: Buffer,
  existing?: Item,
): Promise<Item> => {
  const text = textOf(bytes);
  const folder = existing?.folder ?? undefined;
  if (kind !== 'assets') {
    if (text === undefined) throw new UsageError(`${kind}/${name} is not UTF-8 text: only assets may be binary`);
    // The three code collections share one request body.
    return data(
      api.POST(`/themes/{theme}/${kind}` as '/themes/{theme}/layouts', {
        params: { path: { theme } },
        body: { name, code: text, folder },
      }),
    );
  }
  const asset = existing as Asset | undefined;
  const binary = asset?.binary === true || text === undefined;
  // Binary assets of a type the API takes as uploads go straight to the media storage, any size
  // (and move there from the table when next pushed); others are sent base64 as before.
  const contentType = contentTypeOf(name);
  if (binary && contentType) {
    try {
      const uploaded = await uploadFile(api, { bytes, filename: basename(name), contentType, purpose: 'theme_asset' });
      return await data(
        api.POST('/themes/{theme}/assets', {
          params: { path: { theme } },
          body: { name, upload_id: uploaded.id, folder },
        }),
      );
    } catch (error) {
      // Bytes that are not what their extension says (or a type the stage refuses) stay in the
      // table as before, when small enough; the API's refusal is reported otherwise.
      if (!isApiError(error, 422) || bytes.length > TABLE_ASSET_BYTES) throw error;
      warn(`${kind}/${name}: kept in the theme, not the media storage (${error.message})`);
    }
  }
  const body = binary ? { name, content: bytes.toString('base64') } : { name, code: text };
  return data(
    api.POST('/themes/{theme}/assets', {
      params: { path: { theme } },
      body: { ...body, folder, content_type: asset?.content_type },
    }),
  );
};

const remove = (api: SiteApi, theme: string, kind: Kind, name: string) =>
  data(
    api.DELETE(`/themes/{theme}/${kind}/{name}` as '/themes/{theme}/layouts/{name}', {
      params: { path: { theme, name } },
    }),
  );

/** Errors that concern one file; anything else (authentication, the theme gone) stops the command. */
const isFileError = (error: unknown) =>
  error instanceof UsageError || (error instanceof SiteApiError && [409, 413, 422].includes(error.status));
const describe = (error: unknown) =>
  error instanceof SiteApiError
    ? `${error.message} (${error.status} ${error.code}${error.errors.length ? `: ${error.errors.map((e) => `${e.field} ${e.message}`).join('; ')}` : ''})`
    : (error as Error).message;

const pull = async (api: SiteApi, theme: string, dir: string): Promise<number> => {
  const bundle = await loadBundle(api, theme);
  let written = 0;
  let unchanged = 0;
  for (const { kind, item } of remoteItems(bundle).values()) {
    const file = fileOf(dir, kind, item.name);
    const current = await readFile(file).catch(() => undefined);
    if (current && item.checksum !== null && sha256(current) === item.checksum) {
      unchanged += 1;
      continue;
    }
    const bytes = await bytesOf(api, theme, kind, item);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    say(`wrote ${kind}/${item.name} (${bytes.length} bytes)`);
    written += 1;
  }
  say(`Pulled theme ${bundle.theme.short} into ${dir}: ${written} written, ${unchanged} unchanged.`);
  return 0;
};

const push = async (
  api: SiteApi,
  theme: string,
  dir: string,
  options: { prune: boolean; dryRun: boolean },
): Promise<number> => {
  const [bundle, local] = await Promise.all([loadBundle(api, theme), readLocalTheme(dir)]);
  const remote = remoteItems(bundle);
  const localByKey = new Map(local.map((file) => [keyOf(file), file]));
  const plan = planPush(
    local.map((file) => ({ kind: file.kind, name: file.name, checksum: sha256(file.bytes) })),
    [...remote.values()].map(({ kind, item }) => entryOf(kind, item)),
    options,
  );
  const done: Record<PlannedChange['action'], number> = { create: 0, update: 0, delete: 0 };
  let failed = 0;
  for (const change of plan.changes) {
    const path = `${change.kind}/${change.name}`;
    if (options.dryRun) {
      say(`would ${change.action} ${path}`);
      continue;
    }
    try {
      if (change.action === 'delete') await remove(api, theme, change.kind, change.name);
      else
        await upload(
          api,
          theme,
          change.kind,
          change.name,
          localByKey.get(keyOf(change))!.bytes,
          remote.get(keyOf(change))?.item,
        );
      say(`${change.action}d ${path}`);
      done[change.action] += 1;
    } catch (error) {
      if (!isFileError(error)) throw error;
      warn(`failed ${path}: ${describe(error)}`);
      failed += 1;
    }
  }
  const counts = options.dryRun
    ? `would create ${plan.changes.filter((c) => c.action === 'create').length}, update ${plan.changes.filter((c) => c.action === 'update').length}, delete ${plan.changes.filter((c) => c.action === 'delete').length}`
    : `${done.create} created, ${done.update} updated, ${done.delete} deleted`;
  say(
    `${options.dryRun ? 'Dry run of push' : 'Pushed'} to theme ${bundle.theme.short}: ${counts}, ${plan.unchanged} unchanged${failed ? `, ${failed} failed` : ''}.`,
  );
  if (plan.kept) say(`${plan.kept} theme item(s) have no local file; --prune deletes them.`);
  return failed ? 1 : 0;
};

const watchTheme = async (api: SiteApi, theme: string, dir: string, options: { prune: boolean }): Promise<number> => {
  const remote = new Map([...remoteItems(await loadBundle(api, theme))].map(([key, { item }]) => [key, item]));
  await stat(dir).catch(() => {
    throw new UsageError(`${dir} does not exist: run site-api theme pull first`);
  });
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let fatal: unknown;
  const stamp = () => new Date().toTimeString().slice(0, 8);

  const sync = async (path: string) => {
    const target = entryOfFile(dir, path);
    if (!target) return;
    const key = keyOf(target);
    const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') return undefined;
      throw error;
    });
    if (bytes) {
      const existing = remote.get(key);
      if (existing && existing.checksum === sha256(bytes)) return;
      remote.set(key, await upload(api, theme, target.kind, target.name, bytes, existing));
      say(`${stamp()} ${existing ? 'updated' : 'created'} ${key}`);
      return;
    }
    // Gone: a file, or a folder with every item under it.
    const gone = [...remote.keys()].filter((candidate) => candidate === key || candidate.startsWith(`${key}/`));
    for (const goneKey of gone) {
      if (
        await stat(resolve(dir, goneKey)).then(
          () => true,
          () => false,
        )
      )
        continue;
      if (!options.prune) {
        say(`${stamp()} ${goneKey} deleted locally; kept in the theme (--prune deletes it)`);
        continue;
      }
      const kind = goneKey.slice(0, goneKey.indexOf('/')) as Kind;
      await remove(api, theme, kind, goneKey.slice(kind.length + 1)).catch((error: unknown) => {
        if (!isApiError(error, 404)) throw error;
      });
      remote.delete(goneKey);
      say(`${stamp()} deleted ${goneKey}`);
    }
  };

  const flush = () => {
    const paths = [...pending];
    pending.clear();
    running = running.then(async () => {
      for (const path of paths) {
        try {
          await sync(path);
        } catch (error) {
          if (!isFileError(error)) {
            fatal = error;
            stop();
            return;
          }
          warn(
            `${stamp()} failed ${entryOfFile(dir, path) ? keyOf(entryOfFile(dir, path)!) : path}: ${describe(error)}`,
          );
        }
      }
    });
  };

  let stop = () => {};
  const stopped = new Promise<void>((resolveStop) => {
    stop = resolveStop;
  });
  const watcher = watch(dir, { recursive: true }, (_event, filename) => {
    if (!filename) return;
    pending.add(resolve(dir, filename.toString()));
    clearTimeout(timer);
    timer = setTimeout(flush, 300);
  });
  watcher.on('error', (error) => {
    fatal = error;
    stop();
  });
  process.once('SIGINT', () => stop());
  process.once('SIGTERM', () => stop());
  say(`Watching ${dir} for changes to theme ${theme}${options.prune ? ' (deletions too)' : ''}; Ctrl-C stops.`);
  await stopped;
  watcher.close();
  clearTimeout(timer);
  await running;
  if (fatal) throw fatal;
  return 0;
};

export const run = async (args: readonly string[]): Promise<number> => {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    say(help);
    return sub === undefined ? 2 : 0;
  }
  if (!(sub in helps)) throw new UsageError(`unknown theme command: ${sub}`);
  const flags = {
    pull: {},
    push: { prune: { type: 'boolean' }, 'dry-run': { type: 'boolean' } },
    watch: { prune: { type: 'boolean' } },
  } as const;
  const { flag, positionals, help: wanted } = parseCommand(rest, flags[sub as keyof typeof flags], { min: 1, max: 2 });
  if (wanted) {
    say(helps[sub]!);
    return 0;
  }
  const theme = positionals[0] as string;
  const dir = resolve(positionals[1] ?? '.');
  const api = await loggedInApi();
  const prune = flag('prune');
  if (sub === 'pull') return pull(api, theme, dir);
  if (sub === 'push') return push(api, theme, dir, { prune, dryRun: flag('dry-run') });
  return watchTheme(api, theme, dir, { prune });
};
