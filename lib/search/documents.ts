import { htmlToText } from './text-rules.js';

/** The kinds of resources search finds, as results name them (`type`). */
export const SEARCH_TYPES = ['entry', 'page', 'article', 'product'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** The `types=` filter's names of the kinds (plural, as the contract writes them). */
export const TYPE_FILTER_NAMES: Readonly<Record<string, SearchType>> = {
  entries: 'entry',
  pages: 'page',
  articles: 'article',
  products: 'product',
};

/**
 * One document of a site's index: one resource in one locale (`''`: the resource's words that no
 * translation replaces, found whatever the locale asked). Besides its words it carries what the
 * query needs to decide who may see it, so a query reads nothing else.
 */
export interface SearchDocument {
  /** `<rid>|<locale>`. */
  readonly id: string;
  /** `<type>:<resource id>`: every locale document of one resource shares it. */
  readonly rid: string;
  readonly type: SearchType;
  readonly resource_id: string;
  readonly locale: string;
  readonly title: string;
  readonly text: string;
  /** The resource's path in this API (the base URL is added when presented). */
  readonly path: string;
  /** An entry's channel: its id and slug. */
  readonly channel_id?: string;
  readonly channel?: string;
  /** Published content (pages, products) or the instant an article goes live; entries: always. */
  readonly published: boolean;
  readonly live_at?: string;
  /** An entry's channel read ACL and sensitivity, and the customer who owns the entry. */
  readonly read?: string;
  readonly sensitive?: boolean;
  readonly owner?: string;
}

type Item = Readonly<Record<string, unknown>>;

const LOCALE = /^[a-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?$/;

/** A value's text per locale: a string is the `''` locale's; an object of locale → string holds translations. */
const textsByLocale = (value: unknown): Record<string, string> => {
  if (typeof value === 'string') return { '': value };
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Item);
    if (entries.length && entries.every(([key, text]) => LOCALE.test(key) && typeof text === 'string'))
      return Object.fromEntries(entries) as Record<string, string>;
  }
  return {};
};

/** Collects texts into per-locale buckets. */
class Texts {
  readonly byLocale = new Map<string, string[]>();
  add(locale: string, text: string | undefined): void {
    if (!text?.trim()) return;
    const list = this.byLocale.get(locale) ?? [];
    list.push(text.trim());
    this.byLocale.set(locale, list);
  }
  addValue(value: unknown, html = false): void {
    for (const [locale, text] of Object.entries(textsByLocale(value))) this.add(locale, html ? htmlToText(text) : text);
  }
}

interface Parts {
  readonly type: SearchType;
  readonly resourceId: string;
  readonly path: string;
  readonly titles: Texts;
  readonly texts: Texts;
  readonly extra: Omit<SearchDocument, 'id' | 'rid' | 'type' | 'resource_id' | 'locale' | 'title' | 'text' | 'path'>;
}

/** The locale documents of one resource: one per locale its texts have, the untranslated words in each. */
const documentsOf = ({ type, resourceId, path, titles, texts, extra }: Parts): SearchDocument[] => {
  const rid = `${type}:${resourceId}`;
  const locales = new Set([...titles.byLocale.keys(), ...texts.byLocale.keys()]);
  if (!locales.size) return [];
  const base = (map: Texts, locale: string) => [
    ...(map.byLocale.get(locale) ?? []),
    ...(locale ? (map.byLocale.get('') ?? []) : []),
  ];
  // A translated resource has a document per locale; its untranslated words join each of them.
  const translated = [...locales].filter((locale) => locale !== '');
  return (translated.length ? translated : ['']).map((locale) => ({
    id: `${rid}|${locale}`,
    rid,
    type,
    resource_id: resourceId,
    locale,
    title: base(titles, locale)[0] ?? '',
    text: [...base(titles, locale).slice(1), ...base(texts, locale)].join(' \n'),
    path,
    ...extra,
  }));
};

/** What an entry's channel contributes: its slug, settings and field definitions. */
export interface ChannelFacts {
  readonly id: string;
  readonly slug: string;
  readonly search_enabled: boolean;
  readonly search_excluded_field_ids: readonly string[];
  readonly sensitive: boolean;
  readonly acl: { readonly read: string };
  readonly title_field?: string;
  readonly label_field?: string;
  readonly customizations: readonly {
    readonly id: string;
    readonly name: string;
    readonly type: string;
    readonly text_formatting?: string;
    readonly select_options?: readonly { readonly slug: string; readonly label?: string; readonly id?: string }[];
  }[];
}

/**
 * An entry's documents: every text-like field of its channel (string, text, HTML stripped, select
 * labels, file names) except the excluded ones; none when the channel is not searchable or the
 * entry is a submission judged spam.
 */
export const entryDocuments = (entry: Item, channel: ChannelFacts): SearchDocument[] => {
  if (!channel.search_enabled || entry.submission_status === 'spam') return [];
  const fields = (entry.fields ?? {}) as Item;
  const excluded = new Set(channel.search_excluded_field_ids);
  const titleField = channel.title_field || channel.label_field;
  const titles = new Texts();
  const texts = new Texts();
  for (const field of channel.customizations) {
    if (excluded.has(field.id) || excluded.has(field.name)) continue;
    const value = fields[field.name];
    const into = field.name === titleField ? titles : texts;
    switch (field.type) {
      case 'string':
        into.addValue(value);
        break;
      case 'text':
        into.addValue(value, /html/i.test(field.text_formatting ?? '') || /<[a-z][^>]*>/i.test(String(value ?? '')));
        break;
      case 'select': {
        if (typeof value !== 'string') break;
        const option = field.select_options?.find((o) => o.slug === value || o.id === value);
        into.addValue(option?.label ?? option?.slug);
        break;
      }
      case 'file':
        if (value && typeof value === 'object') into.addValue((value as Item).name);
        break;
    }
  }
  if (!titles.byLocale.size && typeof entry.slug === 'string') titles.add('', entry.slug);
  return documentsOf({
    type: 'entry',
    resourceId: String(entry.id),
    path: `/channels/${channel.slug}/entries/${entry.id}`,
    titles,
    texts,
    extra: {
      channel_id: channel.id,
      channel: channel.slug,
      published: true,
      read: channel.acl.read,
      sensitive: channel.sensitive,
      ...(typeof entry.customer_id === 'string' && { owner: entry.customer_id }),
    },
  });
};

const editableTexts = (items: unknown, texts: Texts): void => {
  if (!items || typeof items !== 'object') return;
  for (const editable of Object.values(items as Item)) {
    if (!editable || typeof editable !== 'object') continue;
    const { content, repeatables } = editable as Item;
    if (typeof content === 'string') texts.add('', htmlToText(content));
    if (Array.isArray(repeatables))
      for (const repeatable of repeatables) editableTexts((repeatable as Item).items, texts);
  }
};

const PAGE_TEXT_FIELDS = ['seo_title', 'seo_description', 'seo_keywords'] as const;

/** A page's documents: its title, SEO fields and text items, with their translations. */
export const pageDocuments = (page: Item): SearchDocument[] => {
  const titles = new Texts();
  const texts = new Texts();
  titles.add('', page.title as string | undefined);
  for (const field of PAGE_TEXT_FIELDS) texts.add('', page[field] as string | undefined);
  editableTexts(page.items, texts);
  for (const [locale, fields] of Object.entries((page.translations ?? {}) as Record<string, Item>)) {
    for (const [name, value] of Object.entries(fields ?? {})) {
      if (typeof value !== 'string') continue;
      if (name === 'title') titles.add(locale, value);
      else texts.add(locale, htmlToText(value));
    }
  }
  return documentsOf({
    type: 'page',
    resourceId: String(page.id),
    path: `/pages/${page.id}`,
    titles,
    texts,
    extra: { published: page.published === true },
  });
};

/** An article's documents: title, excerpt, text content and tags. */
export const articleDocuments = (article: Item, blogId: string): SearchDocument[] => {
  const titles = new Texts();
  const texts = new Texts();
  titles.addValue(article.title);
  texts.addValue(article.text_excerpt, true);
  texts.addValue(article.text_content, true);
  if (Array.isArray(article.tags)) texts.add('', article.tags.join(' '));
  const live = article.status === 'published' && typeof article.publish_at === 'string';
  return documentsOf({
    type: 'article',
    resourceId: String(article.id),
    path: `/blogs/${blogId}/articles/${article.id}`,
    titles,
    texts,
    extra: { published: live, ...(live && { live_at: article.publish_at as string }) },
  });
};

/** A product's documents: name, description, SKU and variant names. */
export const productDocuments = (product: Item): SearchDocument[] => {
  const titles = new Texts();
  const texts = new Texts();
  titles.addValue(product.name);
  texts.addValue(product.description, true);
  texts.addValue(product.sku);
  for (const variant of (product.variants ?? []) as Item[]) {
    if (Array.isArray(variant.option_values)) texts.add('', variant.option_values.join(' '));
    texts.addValue(variant.sku);
  }
  return documentsOf({
    type: 'product',
    resourceId: String(product.id),
    path: `/products/${product.id}`,
    titles,
    texts,
    extra: { published: product.status === 'active' },
  });
};
