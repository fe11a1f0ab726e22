import { batchGet, keyId } from '../db/batch-get.js';
import { deleteRecordById, getRecordById, putRecord, type Stored } from '../db/entity.js';
import { sitePk, timestamp } from '../db/keys.js';
import { unprocessable } from '../http/errors.js';
import {
  defaultTemplate,
  TEMPLATE_NAMES,
  type MailTemplate,
  type TemplateName,
  type TemplateParts,
} from './defaults.js';
import { templateProblems } from './render.js';
import type { PutMailTemplate } from './schemas.js';

// A site's own mail templates: one item per template it saved, `<site>#MAIL_TEMPLATE` / name. A
// name without an item is its built-in default.

export const mailTemplateKeys = {
  template: (siteId: string, name: string) => ({ pk: sitePk(siteId, 'MAIL_TEMPLATE'), sk: name }),
};

/** A saved template: the template and when it was saved. */
export type StoredMailTemplate = MailTemplate & { readonly updated_at: string };

export const mailTemplates: Stored<StoredMailTemplate> = { name: 'Mail template', key: mailTemplateKeys.template };

/** A template as the API shows it, with whether it is the site's own (`customized`). */
export type ShownTemplate = MailTemplate & { readonly customized: boolean; readonly updated_at: string | null };

const shown = (name: TemplateName, stored: StoredMailTemplate | undefined): ShownTemplate =>
  stored ? { ...stored, name, customized: true } : { ...defaultTemplate(name), customized: false, updated_at: null };

/** Every template of a site, its own or the default: one BatchGetItem. */
export const listMailTemplates = async (siteId: string): Promise<ShownTemplate[]> => {
  const found = await batchGet(TEMPLATE_NAMES.map((name) => mailTemplateKeys.template(siteId, name)));
  return TEMPLATE_NAMES.map((name) =>
    shown(name, found.get(keyId(mailTemplateKeys.template(siteId, name))) as StoredMailTemplate | undefined),
  );
};

/** One template of a site, its own or the default: one GetItem. */
export const getMailTemplate = async (siteId: string, name: TemplateName): Promise<ShownTemplate> =>
  shown(name, await getRecordById(mailTemplates, siteId, name));

/**
 * Saves a site's template: the fields given replace the current ones (the default's when the site
 * has none yet); every part is parsed first (422 naming the field and the line of a part that does
 * not parse; nothing is written). One GetItem and one PutItem.
 */
export const putMailTemplate = async (
  siteId: string,
  name: TemplateName,
  body: PutMailTemplate,
): Promise<ShownTemplate> => {
  const parts: Record<string, string | null | undefined> = { subject: body.subject, html: body.html, text: body.text };
  for (const [locale, variant] of Object.entries(body.locale_variants ?? {})) {
    for (const part of ['subject', 'html', 'text'] as const) parts[`locale_variants.${locale}.${part}`] = variant[part];
  }
  const problems = await templateProblems(parts);
  if (problems.length) throw unprocessable(problems, problems[0]!.message);
  const current = await getMailTemplate(siteId, name);
  const variants: Record<string, TemplateParts> = Object.fromEntries(
    Object.entries(body.locale_variants ?? current.locale_variants).map(([locale, variant]) => [
      locale,
      { subject: variant.subject, html: variant.html, text: variant.text ?? null },
    ]),
  );
  const next: StoredMailTemplate = {
    name,
    subject: body.subject ?? current.subject,
    html: body.html ?? current.html,
    text: body.text === undefined ? current.text : body.text,
    locale_variants: variants,
    updated_at: timestamp(),
  };
  await putRecord(mailTemplates, siteId, name, next);
  return shown(name, next);
};

/** Goes back to the built-in default: one DeleteItem (nothing to delete is no error). */
export const resetMailTemplate = async (siteId: string, name: TemplateName): Promise<ShownTemplate> => {
  await deleteRecordById(mailTemplates, siteId, name);
  return shown(name, undefined);
};
