import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { data } from '../../client/index.js';
import { parseCommand, UsageError } from '../args.js';
import { loggedInApi, say } from '../api.js';

export const help = `Usage: site-api functions <deploy|call|logs> …

  functions deploy [dir] [--scopes a,b]      upload every .js file of dir (default .) as a new deployment and
                                             activate it; its scopes default to the signed-in token's
  functions call <name> [--params '{...}']   call a cloud function and print its JSON answer
  functions logs [--follow] [--name <name>]  print the invocation logs, newest last (--follow: keep printing)

Options:
  -h, --help  show this help`;

/** The deployment's files: every .js file under dir (no node_modules, no dot-folders), names relative with '/'. */
export const codeFiles = async (dir: string): Promise<{ name: string; code: string }[]> => {
  const found: { name: string; code: string }[] = [];
  const walk = async (folder: string) => {
    for (const entry of (await readdir(folder, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.name.endsWith('.js'))
        found.push({ name: relative(dir, path).split(sep).join('/'), code: await readFile(path, 'utf8') });
    }
  };
  await walk(dir);
  return found;
};

type Log = {
  id: string;
  created_at: string;
  trigger: string;
  name: string;
  status: string;
  duration_ms: number;
  logs: { level: string; message: string }[];
  error: { message: string; file?: string; line?: number; column?: number } | null;
};

const printLog = (log: Log) => {
  say(`${log.created_at} ${log.trigger} ${log.name} ${log.status} ${log.duration_ms} ms`);
  for (const line of log.logs) say(`  ${line.level === 'log' ? '' : `${line.level}: `}${line.message}`);
  if (log.error)
    say(
      `  error: ${log.error.file ? `${log.error.file}:${log.error.line}:${log.error.column}: ` : ''}${log.error.message}`,
    );
};

const deploy = async (args: readonly string[]) => {
  const { positionals, text, help: wanted } = parseCommand(args, { scopes: { type: 'string' } }, { min: 0, max: 1 });
  if (wanted) {
    say(help);
    return 0;
  }
  const dir = positionals[0] ?? '.';
  const files = await codeFiles(dir);
  if (!files.length) throw new UsageError(`no .js files in ${dir}`);
  const api = await loggedInApi();
  let scopes = text('scopes')
    ?.split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
  if (scopes === undefined) {
    // The signed-in token's own scopes (X-OAuth-Scopes), as the issue says; never more than it holds.
    const probe = await api.fetch(new Request(`${api.baseUrl}/cloud_code/deployments?per_page=1`));
    scopes = (probe.headers.get('x-oauth-scopes') ?? '')
      .split(',')
      .map((scope) => scope.trim())
      .filter(Boolean);
  }
  const deployment = await data(api.POST('/cloud_code/deployments', { body: { files, scopes: scopes as never } }));
  const hooks = deployment.hooks.map((hook) => `${hook.when} ${hook.event}${hook.channel ? `:${hook.channel}` : ''}`);
  say(
    `deployed ${deployment.id} (${files.length} file${files.length === 1 ? '' : 's'}, ${deployment.size} bytes) and activated it`,
  );
  say(`  functions: ${deployment.functions.join(', ') || '-'}`);
  say(`  jobs:      ${deployment.jobs.join(', ') || '-'}`);
  say(`  hooks:     ${hooks.join(', ') || '-'}`);
  say(`  scopes:    ${deployment.scopes.join(', ') || '-'}`);
  return 0;
};

const call = async (args: readonly string[]) => {
  const { positionals, text, help: wanted } = parseCommand(args, { params: { type: 'string' } }, { min: 1, max: 1 });
  if (wanted) {
    say(help);
    return 0;
  }
  let params: unknown = {};
  try {
    params = JSON.parse(text('params') ?? '{}');
  } catch {
    throw new UsageError('--params must be JSON, e.g. --params \'{"name":"Ada"}\'');
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    throw new UsageError('--params must be a JSON object');
  const api = await loggedInApi();
  const result = await data(
    api.POST('/functions/{name}', {
      params: { path: { name: positionals[0] as string } },
      body: params as Record<string, never>,
    }),
  );
  say(JSON.stringify(result, null, 2));
  return 0;
};

const logs = async (args: readonly string[]) => {
  const {
    flag,
    text,
    help: wanted,
  } = parseCommand(args, { follow: { type: 'boolean', short: 'f' }, name: { type: 'string' } }, { min: 0, max: 0 });
  if (wanted) {
    say(help);
    return 0;
  }
  const api = await loggedInApi();
  const seen = new Set<string>();
  const fetchNew = async () => {
    const page = (await data(
      api.GET('/cloud_code/logs', {
        params: { query: { per_page: 100, ...(text('name') && { name: text('name') }) } },
      }),
    )) as Log[];
    for (const log of page.filter((entry) => !seen.has(entry.id)).reverse()) {
      seen.add(log.id);
      printLog(log);
    }
  };
  await fetchNew();
  if (!flag('follow')) return 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.SITE_API_FOLLOW_MS ?? 2000)));
    await fetchNew();
  }
};

export const run = async (args: readonly string[]): Promise<number> => {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h') {
    say(help);
    return sub === undefined ? 2 : 0;
  }
  if (sub === 'deploy') return deploy(rest);
  if (sub === 'call') return call(rest);
  if (sub === 'logs') return logs(rest);
  throw new UsageError(`unknown functions command: ${sub}`);
};
