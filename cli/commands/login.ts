import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { createSiteApi, data } from '../../client/index.js';
import { parseCommand, UsageError } from '../args.js';
import { apiFor, say } from '../api.js';
import { saveCredentials } from '../credentials.js';

export const help = `Usage: site-api login --url <base> --site <site> [--token <token>] [--email <email>]

Signs in and remembers the token, the site and the API's base URL in
~/.config/site-api/credentials.json (mode 0600; SITE_API_CONFIG names another file).
Without --token it asks for your email and password (POST /auth/login) and stores the
login token. SITE_API_URL, SITE_API_TOKEN and SITE_API_SITE override the stored values.

Options:
  --url <base>      the API's base URL, e.g. https://api.example.com or http://127.0.0.1:3000
  --site <site>     the site's id or subdomain (optional with a site token)
  --token <token>   use this token instead of signing in
  --email <email>   the email to sign in with (asked for when missing)
  -h, --help        show this help`;

/** Reads answers line by line from stdin (a terminal or a pipe); the password is not echoed. */
const prompter = () => {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY === true });
  // The iterator buffers lines, so piped answers that arrive before their question are kept.
  const lines = rl[Symbol.asyncIterator]();
  const next = async () => {
    const line = await lines.next();
    return line.done ? '' : String(line.value);
  };
  return {
    ask: async (question: string) => {
      process.stderr.write(question);
      return next();
    },
    secret: async (question: string) => {
      process.stderr.write(question);
      muted = true;
      try {
        return await next();
      } finally {
        muted = false;
        process.stderr.write('\n');
      }
    },
    close: () => rl.close(),
  };
};

export const run = async (args: readonly string[]): Promise<number> => {
  const { text, help: wanted } = parseCommand(
    args,
    { url: { type: 'string' }, site: { type: 'string' }, token: { type: 'string' }, email: { type: 'string' } },
    { min: 0, max: 0 },
  );
  if (wanted) {
    say(help);
    return 0;
  }
  const url = text('url');
  if (!url) throw new UsageError('--url is required');
  let base: string;
  try {
    base = new URL(url).toString().replace(/\/+$/, '');
  } catch {
    throw new UsageError(`--url is not a URL: ${url}`);
  }
  let token = text('token');
  if (!token) {
    const prompt = prompter();
    try {
      const email = text('email') ?? (await prompt.ask('Email: ')).trim();
      const password = await prompt.secret('Password: ');
      if (!email || !password) throw new UsageError('an email and a password are needed (or --token)');
      const login = await data(
        createSiteApi({ baseUrl: base, retry: { retries: 0 } }).POST('/auth/login', {
          body: { email, password, description: 'site-api CLI' },
        }),
      );
      token = login.token;
    } finally {
      prompt.close();
    }
  }
  const site = text('site');
  const credentials = { url: base, token, ...(site && { site }) };
  // Checks the token and the site before remembering them.
  const found = await data(apiFor(credentials).GET('/site'));
  const path = await saveCredentials(process.env, credentials);
  say(`Logged in to ${found.name} (${found.subdomain}) at ${base}; credentials saved in ${path}`);
  return 0;
};
