import { nextLink } from '../../client/links.js';
import { parseCommand, UsageError } from '../args.js';
import { loggedInApi, say } from '../api.js';

export const help = `Usage: site-api get <path> [--all]

Sends GET <path> (relative to the logged-in API, e.g. /pages or /themes/main) and prints the JSON body.

Options:
  --all       follow Link: rel="next" and print every page's items as one array
  -h, --help  show this help`;

export const run = async (args: readonly string[]): Promise<number> => {
  const { flag, positionals, help: wanted } = parseCommand(args, { all: { type: 'boolean' } }, { min: 1, max: 1 });
  if (wanted) {
    say(help);
    return 0;
  }
  const path = positionals[0] as string;
  if (!path.startsWith('/')) throw new UsageError('the path must start with /, e.g. /pages');
  const api = await loggedInApi();
  let url: string | undefined = `${api.baseUrl}${path}`;
  const response = await api.fetch(new Request(url));
  const text = await response.text();
  if (!flag('all')) {
    say(text ? JSON.stringify(JSON.parse(text), null, 2) : '');
    return 0;
  }
  let body: unknown = JSON.parse(text);
  if (!Array.isArray(body)) throw new UsageError(`--all needs a list, and GET ${path} answers an object`);
  const items: unknown[] = [...body];
  url = nextLink(response.headers.get('link'), url);
  while (url) {
    const page = await api.fetch(new Request(url));
    body = await page.json();
    items.push(...(body as unknown[]));
    url = nextLink(page.headers.get('link'), url);
  }
  say(JSON.stringify(items, null, 2));
  return 0;
};
