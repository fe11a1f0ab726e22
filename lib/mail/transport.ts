import type { Transporter } from 'nodemailer';

/** One message as the mail module sends it: already rendered, addresses already checked. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** `<…@…>`: the same on every attempt, so a receiver (and our own log) can tell a repeat. */
  readonly messageId: string;
  /** The site it is sent for: an SES message tag on AWS (bounces come back with it), a header locally. */
  readonly siteId: string;
}

/** The sender: `MAIL_FROM` (per stage in CDK; `Site API <no-reply@localhost>` locally). */
export const mailFrom = (): string => process.env.MAIL_FROM || 'Site API <no-reply@localhost>';

/** Header a message carries with its site's id (the local catcher reads it to answer the SES simulator's bounce addresses). */
export const SITE_HEADER = 'X-Site-Api-Site';

let transport: Promise<Transporter> | undefined;

/**
 * The one transport of this process, chosen by configuration (nodemailer): `SMTP_URL` (the
 * local catcher under `npm start`, or any SMTP server) when set, else Amazon SES (v2 API) with
 * the stage's configuration set (`SES_CONFIGURATION_SET`), which sends bounces and complaints to
 * the feedback queue. Loaded on the first message only.
 */
const transporter = (): Promise<Transporter> => {
  transport ??= (async () => {
    const nodemailer = await import('nodemailer');
    const smtp = process.env.SMTP_URL;
    // A pool: one connection carries many messages (the local catcher, or a relay).
    if (smtp)
      return nodemailer.createTransport({ url: smtp, pool: true, maxConnections: 4 } as Parameters<
        typeof nodemailer.createTransport
      >[0]);
    const { SESv2Client, SendEmailCommand } = await import('@aws-sdk/client-sesv2');
    return nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } });
  })();
  return transport;
};

/** Forgets the transport, so the next message reads the configuration again (tests that start their own catcher). */
export const resetMailTransport = (): void => {
  transport = undefined;
};

/**
 * Sends one message. Field values never become headers: the recipient is one checked address, the
 * subject has its line breaks removed, and nodemailer encodes every header it writes.
 */
export const sendMail = async (mail: OutgoingMail): Promise<void> => {
  const configurationSet = process.env.SES_CONFIGURATION_SET;
  await (await transporter()).sendMail({
    from: mailFrom(),
    to: mail.to,
    subject: mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    headers: { [SITE_HEADER]: mail.siteId },
    ses: {
      ...(configurationSet && { ConfigurationSetName: configurationSet }),
      EmailTags: [{ Name: 'site_id', Value: mail.siteId }],
    },
  } as Parameters<Transporter['sendMail']>[0]);
};
