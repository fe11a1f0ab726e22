import { SiteApiError } from '../client/index.js';
import { UsageError } from './args.js';
import * as functions from './commands/functions.js';
import * as get from './commands/get.js';
import * as login from './commands/login.js';
import * as logout from './commands/logout.js';
import * as theme from './commands/theme.js';
import * as translations from './commands/translations.js';
import * as upload from './commands/upload.js';

const HELP = `Usage: site-api <command> [options]

Commands:
  login --url <base> --site <site>   sign in (asks for email and password, or --token) and remember it
  logout                             revoke the stored token and forget it
  theme pull <theme> [dir]           write a theme's files into dir
  theme push <theme> [dir]           upload the files that changed (--prune, --dry-run)
  theme watch <theme> [dir]          push each file when it is saved (--prune)
  translations pull [dir]            write the site's translations as one <locale>.json per locale
  translations push [dir]            send the texts edited since the last pull or push (--dry-run)
  get <path> [--all]                 print a resource as JSON (--all: every page of a list)
  functions deploy [dir] [--scopes a,b]  deploy the folder's .js files as cloud code and activate them
  functions call <name> --params '{}'    call a cloud function
  functions logs [--follow]              print cloud code's invocation logs
  upload <file> [--type <type>]      upload a file to the site's media and print its file object

Every command takes --help. Exit codes: 0 success, 1 the API refused or failed, 2 usage error.
Environment: SITE_API_CONFIG (credentials file), SITE_API_URL, SITE_API_TOKEN, SITE_API_SITE.`;

const commands: Record<string, (args: readonly string[]) => Promise<number>> = {
  login: login.run,
  logout: logout.run,
  theme: theme.run,
  translations: translations.run,
  get: get.run,
  functions: functions.run,
  upload: upload.run,
};

/** Runs the CLI and returns its exit code: 0 success, 1 API error (or failure), 2 usage error. */
export const main = async (argv: readonly string[]): Promise<number> => {
  const [command, ...args] = argv;
  if (command === undefined) {
    process.stderr.write(`${HELP}\n`);
    return 2;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${HELP}\n`);
    return 0;
  }
  const run = commands[command];
  try {
    if (!run) throw new UsageError(`unknown command: ${command}`);
    return await run(args);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`site-api: ${error.message}\nRun site-api ${run ? `${command} ` : ''}--help for usage.\n`);
      return 2;
    }
    if (error instanceof SiteApiError) {
      const fields = error.errors.map((field) => `\n  ${field.field}: ${field.message}`).join('');
      process.stderr.write(`site-api: ${error.message} (${error.status} ${error.code})${fields}\n`);
      return 1;
    }
    process.stderr.write(`site-api: ${(error as Error).message ?? String(error)}\n`);
    return 1;
  }
};
