import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { logger } from '../lib/http/logger.js';
import { SITE_HEADER } from '../lib/mail/transport.js';
import type { LocalPage } from './server.js';

/** A message the catcher holds, parsed. */
export interface CaughtMail {
  readonly id: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly messageId: string;
  readonly date: string;
  readonly text: string;
  readonly html: string;
  /** Every header, lower-case names, as received. */
  readonly headers: Readonly<Record<string, string>>;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`: set as SMTP_URL for the mail module. */
  readonly url: string;
  /** Every caught message, oldest first. */
  messages(): Promise<CaughtMail[]>;
  /** `/_local/mail`: the list and each message. */
  readonly page: LocalPage;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 0 picks a free port. */
  readonly port: number;
  /** Messages are kept as `<dir>/<time>-<id>.eml`. */
  readonly dir: string;
  /**
   * Called for a message to one of SES's mailbox simulator addresses (`bounce@…`, `complaint@…`
   * `simulator.amazonses.com`) with the SES event notification SES would publish for it.
   */
  readonly feedback?: (event: Record<string, unknown>) => Promise<void>;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
const ID = /^[0-9]{13}-[0-9a-f]{8}$/;

const parse = async (id: string, raw: Buffer): Promise<CaughtMail> => {
  const mail = await simpleParser(raw);
  const addresses = (value: typeof mail.to) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
  const headers: Record<string, string> = {};
  for (const line of mail.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  return {
    id,
    from: mail.from?.text ?? '',
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    messageId: mail.messageId ?? '',
    date: (mail.date ?? new Date()).toISOString(),
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    headers,
  };
};

/** The SES event notification SES's mailbox simulator would produce for `to`, or undefined for any other address. */
const simulated = (to: string, mail: CaughtMail): Record<string, unknown> | undefined => {
  const [local, domain] = to.toLowerCase().split('@');
  if (domain !== 'simulator.amazonses.com' || (local !== 'bounce' && local !== 'complaint')) return undefined;
  const common = {
    messageId: mail.id,
    tags: { site_id: [mail.headers[SITE_HEADER.toLowerCase()] ?? ''] },
    headers: [{ name: 'Message-ID', value: mail.messageId }],
  };
  return local === 'bounce'
    ? {
        eventType: 'Bounce',
        mail: common,
        bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: [{ emailAddress: to }] },
      }
    : {
        eventType: 'Complaint',
        mail: common,
        complaint: { complaintFeedbackType: 'abuse', complainedRecipients: [{ emailAddress: to }] },
      };
};

const page = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:15px/1.4 system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}iframe{width:100%;height:30rem;border:1px solid #ddd}</style>
</head><body>${body}</body></html>`;

/**
 * The local stand-in for SES under `npm start`: an SMTP server on 127.0.0.1 that keeps
 * every message it receives under `dir` and shows them at `/_local/mail` (a list, and each message
 * with its headers, its text part and its HTML part in a sandboxed frame: the HTML is served with
 * `Content-Security-Policy: sandbox`, so a message cannot script the API's origin). Messages to the
 * SES mailbox simulator's bounce and complaint addresses produce the feedback SES would send.
 */
export const startMailCatcher = async (options: MailCatcherOptions): Promise<MailCatcher> => {
  await mkdir(options.dir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const id = `${Date.now()}-${randomBytes(4).toString('hex')}`;
        const raw = Buffer.concat(chunks);
        void (async () => {
          await writeFile(join(options.dir, `${id}.eml`), raw);
          if (options.feedback) {
            const mail = await parse(id, raw);
            for (const to of session.envelope.rcptTo.map((r) => r.address)) {
              const event = simulated(to, mail);
              if (event) await options.feedback(event);
            }
          }
        })().then(
          () => callback(),
          (error: unknown) => {
            logger.error('mail catcher: message not kept', { error });
            callback(error as Error);
          },
        );
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
  });

  const ids = async () =>
    (await readdir(options.dir))
      .filter((name) => name.endsWith('.eml'))
      .map((name) => name.slice(0, -4))
      .filter((id) => ID.test(id))
      .sort();
  const read = async (id: string) => parse(id, await readFile(join(options.dir, `${id}.eml`)));
  const messages = async () => Promise.all((await ids()).map(read));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '').split('?')[0] as string;
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        ...headers,
      });
      res.end(body);
    };
    if (path === '/_local/mail' || path === '/_local/mail/') {
      const rows = (await messages())
        .reverse()
        .map(
          (m) =>
            `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/_local/mail/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
        );
      return send(
        200,
        'text/html',
        page(
          'Caught mail',
          `<h1>Caught mail</h1><p>${rows.length} message(s) caught by the local SMTP server (${escapeHtml(options.dir)}).</p>
<table><tr><th>Date</th><th>To</th><th>Subject</th></tr>${rows.join('')}</table>`,
        ),
        { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'" },
      );
    }
    const match = /^\/_local\/mail\/([0-9]{13}-[0-9a-f]{8})(\.html)?$/.exec(path);
    if (!match || !(await ids()).includes(match[1] as string))
      return send(404, 'text/html', page('Not found', '<p>No such message.</p>'));
    const mail = await read(match[1] as string);
    // The message's own HTML: sandboxed (no scripts, an opaque origin), never the API's origin.
    if (match[2]) return send(200, 'text/html', mail.html, { 'content-security-policy': 'sandbox' });
    const headers = Object.entries(mail.headers)
      .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
      .join('\n');
    return send(
      200,
      'text/html',
      page(
        mail.subject,
        `<p><a href="/_local/mail">All mail</a></p><h1>${escapeHtml(mail.subject || '(no subject)')}</h1>
<pre>${headers}</pre><h2>HTML part</h2>${mail.html ? `<iframe sandbox src="/_local/mail/${mail.id}.html" title="HTML part"></iframe>` : '<p>(none)</p>'}
<h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`,
      ),
      { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'" },
    );
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    page: { prefix: '/_local/mail', handle },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
