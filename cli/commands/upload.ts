import { readFile } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { uploadFile } from '../../client/uploads.js';
import { MEDIA_TYPES } from '../../lib/uploads/media-types.js';
import { parseCommand, UsageError } from '../args.js';
import { loggedInApi, say } from '../api.js';

export const help = `Usage: site-api upload <file> [--type <content-type>] [--theme-asset]

Uploads a file straight to the site's media storage (POST /uploads, the presigned form, then
POST /uploads/{id}/complete) and prints its file object as JSON: use its upload_id where a file
goes ({"upload_id": "..."} in a page's og_image, an article's header, a product's images…).

Options:
  --type <type>   the content type (default: from the file's extension)
  --theme-asset   a theme asset (needs write_themes; also allows CSS, JavaScript, JSON, text, TTF/OTF, ICO)
  -h, --help      show this help`;

const BY_EXTENSION = new Map([...MEDIA_TYPES.values()].map((type) => [type.ext, type.mime]));
BY_EXTENSION.set('jpeg', 'image/jpeg');

/** The content type of a file name's extension, or undefined when the API knows none. */
export const contentTypeOf = (filename: string): string | undefined =>
  BY_EXTENSION.get(extname(filename).slice(1).toLowerCase());

export const run = async (args: readonly string[]): Promise<number> => {
  const {
    text,
    flag,
    positionals,
    help: wanted,
  } = parseCommand(args, { type: { type: 'string' }, 'theme-asset': { type: 'boolean' } }, { min: 1, max: 1 });
  if (wanted) {
    say(help);
    return 0;
  }
  const path = positionals[0] as string;
  const contentType = text('type') ?? contentTypeOf(path);
  if (!contentType) throw new UsageError(`cannot tell the content type of ${basename(path)}: pass --type`);
  const bytes = await readFile(path).catch(() => {
    throw new UsageError(`cannot read ${path}`);
  });
  const upload = await uploadFile(await loggedInApi(), {
    bytes,
    filename: basename(path),
    contentType,
    purpose: flag('theme-asset') ? 'theme_asset' : 'media',
  });
  say(JSON.stringify(upload.file, null, 2));
  return 0;
};
