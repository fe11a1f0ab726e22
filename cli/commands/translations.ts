import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { data, type SiteApi } from '../../client/index.js';
import { parseCommand, UsageError } from '../args.js';
import { loggedInApi, say } from '../api.js';
import {
  fileText,
  filesOf,
  LOCALE_FILE,
  parseLocaleFile,
  planTranslationPush,
  STATE_FILE,
  stateAfterPush,
  type ListedTranslation,
  type LocaleFiles,
  type PushEntry,
} from '../translation-files.js';

export const help = `Usage: site-api translations <pull|push> [dir] [options]

Syncs the site's translations with a folder (default: .) holding one <locale>.json per locale,
a flat {"key": "text"} object each.

  pull   writes every locale's texts into <locale>.json
  push   sends the texts edited since the last pull or push (a text removed from its file is
         removed, a key removed from every file is deleted); nothing edited, no request

Options:
  --dry-run   push: only list what would be sent
  -h, --help  show this help`;

/** Most entries one POST /translations/batch takes. */
const BATCH_SIZE = 1000;

/** The folder's locale files, by locale (a file that is no object of strings is a usage error). */
const readLocaleFiles = async (dir: string): Promise<LocaleFiles> => {
  const files: LocaleFiles = {};
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    throw new UsageError(`no folder ${dir}`);
  }
  for (const name of names.sort()) {
    const locale = LOCALE_FILE.exec(name)?.[1];
    if (!locale) continue;
    const parsed = parseLocaleFile(await readFile(join(dir, name), 'utf8'));
    if ('problem' in parsed) throw new UsageError(`${name}: ${parsed.problem}`);
    files[locale] = parsed;
  }
  return files;
};

/** What the folder held after its last pull or push; empty when it has never been pulled. */
const readState = async (dir: string): Promise<LocaleFiles> => {
  try {
    return JSON.parse(await readFile(join(dir, STATE_FILE), 'utf8')) as LocaleFiles;
  } catch {
    return {};
  }
};

const writeState = (dir: string, state: LocaleFiles) =>
  writeFile(join(dir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);

const pull = async (api: SiteApi, dir: string): Promise<number> => {
  const translations: ListedTranslation[] = [];
  for await (const translation of api.paginate('/translations', { params: { query: { per_page: 100 } } }))
    translations.push(translation);
  const files = filesOf(translations);
  await mkdir(dir, { recursive: true });
  // A locale file the site has no text of any more is emptied, so the folder shows what the site holds.
  for (const locale of Object.keys(await readLocaleFiles(dir))) files[locale] ??= {};
  for (const [locale, texts] of Object.entries(files)) {
    await writeFile(join(dir, `${locale}.json`), fileText(texts));
    say(`wrote ${locale}.json (${Object.keys(texts).length} keys)`);
  }
  await writeState(dir, files);
  say(`pulled ${translations.length} keys in ${Object.keys(files).length} locales`);
  return 0;
};

const describe = (entry: PushEntry) =>
  'delete' in entry
    ? `delete ${entry.key}`
    : `set ${entry.key}: ${Object.entries(entry.values)
        .map(([locale, text]) => (text === null ? `-${locale}` : locale))
        .join(', ')}`;

const push = async (dir: string, dryRun: boolean): Promise<number> => {
  const local = await readLocaleFiles(dir);
  const base = await readState(dir);
  const entries = planTranslationPush(local, base);
  if (!entries.length) {
    say('nothing changed since the last pull or push');
    return 0;
  }
  for (const entry of entries) say(`${dryRun ? 'would ' : ''}${describe(entry)}`);
  if (dryRun) return 0;
  const api = await loggedInApi();
  let state = base;
  for (let i = 0; i < entries.length; i += BATCH_SIZE) {
    const part = entries.slice(i, i + BATCH_SIZE);
    const result = await data(api.POST('/translations/batch', { body: { translations: part } }));
    // Remembered batch by batch: a push cut short sends only the rest when run again.
    state = stateAfterPush(state, part);
    await writeState(dir, state);
    say(`created ${result.created}, updated ${result.updated}, deleted ${result.deleted}`);
  }
  return 0;
};

export const run = async (args: readonly string[]): Promise<number> => {
  const [action, ...rest] = args;
  if (action === undefined || action === '--help' || action === '-h') {
    if (action === undefined) throw new UsageError('missing pull or push');
    say(help);
    return 0;
  }
  if (action !== 'pull' && action !== 'push') throw new UsageError(`unknown translations command: ${action}`);
  const {
    flag,
    positionals,
    help: wanted,
  } = parseCommand(rest, { 'dry-run': { type: 'boolean' } }, { min: 0, max: 1 });
  if (wanted) {
    say(help);
    return 0;
  }
  if (action === 'pull' && flag('dry-run')) throw new UsageError('--dry-run is for push');
  const dir = resolve(positionals[0] ?? '.');
  return action === 'pull' ? pull(await loggedInApi(), dir) : push(dir, flag('dry-run'));
};
