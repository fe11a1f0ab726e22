// Whether a submission is spam (pure: no I/O). A submission judged spam is stored as spam and
// answered exactly as an accepted one; these are the rules a channel with `spam_detection` applies.

/** Why a submission was judged spam. */
export type SpamReason =
  | 'honeypot'
  | 'form_token_missing'
  | 'form_token_invalid'
  | 'form_token_expired'
  | 'too_fast'
  | 'too_many_links'
  | 'spam_pattern';

/** What the form token told about the form: its age, or why it cannot tell. */
export type FormTokenCheck =
  | { readonly status: 'valid'; readonly ageSeconds: number }
  | { readonly status: 'missing' | 'invalid' | 'expired' };

export interface SpamInput {
  /** The honeypot field's value, when sent. */
  readonly honeypot?: string;
  readonly formToken: FormTokenCheck;
  /** Seconds a person needs at least between the form being served and sent. */
  readonly minSeconds: number;
  /** The values to be stored (after sanitizing). */
  readonly values: Readonly<Record<string, unknown>>;
}

/** More links than this in a submission's text is spam. */
export const MAX_LINKS = 5;

const LINK = /\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/gi;

// Phrases that in a contact form are only ever spam; kept short on purpose (a false positive
// silently files a real message as spam until a reviewer releases it).
const SPAM_PATTERNS: readonly RegExp[] = [
  /\b(viagra|cialis|levitra|kamagra)\b/i,
  /\b(online casino|casino bonus|sports betting tips)\b/i,
  /\b(payday loans?|crypto(currency)? investment|bitcoin investment|forex signals|binary options)\b/i,
  /\b(seo services?|buy (cheap )?backlinks|backlinks? package|buy (instagram |twitter |tiktok )?followers)\b/i,
  /\[url=|\[link=/i,
  /\b(porn|xxx videos?)\b/i,
];

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value !== null && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

/** The number of links in a submission's text (`http://`, `https://`, `www.` addresses). */
export const countLinks = (values: Readonly<Record<string, unknown>>): number =>
  strings(values).reduce((total, text) => total + (text.match(LINK)?.length ?? 0), 0);

/** The reasons a submission is spam; empty when it is not. */
export const spamReasons = (input: SpamInput): SpamReason[] => {
  const reasons: SpamReason[] = [];
  if (input.honeypot !== undefined && input.honeypot.trim() !== '') reasons.push('honeypot');
  const token = input.formToken;
  if (token.status === 'valid') {
    if (token.ageSeconds < input.minSeconds) reasons.push('too_fast');
  } else reasons.push(`form_token_${token.status}`);
  if (countLinks(input.values) > MAX_LINKS) reasons.push('too_many_links');
  if (strings(input.values).some((text) => SPAM_PATTERNS.some((pattern) => pattern.test(text))))
    reasons.push('spam_pattern');
  return reasons;
};
