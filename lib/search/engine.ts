import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents.js';
import { foldWord, holdsPhrase, parseQuery, TYPO_MIN_LENGTH, wordsOf, type ParsedQuery } from './text-rules.js';

/**
 * One site's full-text index, on MiniSearch (chosen by measurement: docs/search.md). Documents are
 * replaced per resource (`rid`: every locale document of it at once) and the whole index
 * serializes to one JSON text that a search function loads back.
 */
const STORED: (keyof SearchDocument)[] = [
  'rid',
  'type',
  'resource_id',
  'locale',
  'title',
  'text',
  'path',
  'channel_id',
  'channel',
  'published',
  'live_at',
  'read',
  'sensitive',
  'owner',
];

const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'text'],
  storeFields: STORED,
  tokenize: (text) => wordsOf(text),
  processTerm: (term) => foldWord(term),
  // MiniSearch's own vacuuming runs later, in the background, and breaks when the index changes
  // meanwhile (a query applying the log): discarded documents are vacuumed before a base is stored.
  autoVacuum: false,
};

/** One query term may carry one typo from this length on, the last may be a prefix, every term is required. */
const searchOptions = (query: ParsedQuery): SearchOptions => ({
  combineWith: 'AND',
  boost: { title: 3 },
  prefix: (_term, index, terms) => query.prefixLast && index === terms.length - 1,
  fuzzy: (term) => (term.length >= TYPO_MIN_LENGTH ? 1 : false),
  maxFuzzy: 1,
  // The query's words are folded already; MiniSearch splits them again with the index's tokenizer.
  tokenize: (text) => wordsOf(text),
  processTerm: (term) => foldWord(term),
});

/** A match: the stored document and its relevance. */
export interface Hit {
  readonly document: SearchDocument;
  readonly score: number;
}

interface Serialized {
  readonly format: 1;
  /** The change log sequence the index includes (see index-state.ts). */
  readonly seq: number;
  readonly rids: Record<string, string[]>;
  readonly engine: unknown;
}

export class SiteIndex {
  private constructor(
    private readonly engine: MiniSearch<SearchDocument>,
    private readonly rids: Map<string, string[]>,
    /** The change log sequence this index includes. */
    public seq: number,
  ) {}

  static empty(): SiteIndex {
    return new SiteIndex(new MiniSearch(OPTIONS), new Map(), 0);
  }

  static load(json: string): SiteIndex {
    const parsed = JSON.parse(json) as Serialized;
    const engine = MiniSearch.loadJS(parsed.engine as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS);
    return new SiteIndex(engine as MiniSearch<SearchDocument>, new Map(Object.entries(parsed.rids)), parsed.seq);
  }

  /** Clears what discarded documents left in the index (before it is stored; nothing may change it meanwhile). */
  async vacuum(): Promise<void> {
    await this.engine.vacuum({ batchSize: 100_000, batchWait: 0 });
  }

  serialize(): string {
    const serialized: Serialized = {
      format: 1,
      seq: this.seq,
      rids: Object.fromEntries(this.rids),
      engine: this.engine.toJSON(),
    };
    return JSON.stringify(serialized);
  }

  /** Documents indexed (one per resource and locale). */
  get documentCount(): number {
    return this.engine.documentCount;
  }

  /** Replaces every document of a resource with `documents` (none: the resource is gone or not searchable). */
  replace(rid: string, documents: readonly SearchDocument[]): void {
    for (const id of this.rids.get(rid) ?? []) if (this.engine.has(id)) this.engine.discard(id);
    this.rids.delete(rid);
    if (!documents.length) return;
    this.engine.addAll(documents as SearchDocument[]);
    this.rids.set(
      rid,
      documents.map((document) => document.id),
    );
  }

  /** Drops every entry of a channel (no longer searchable). */
  dropChannel(channelId: string): void {
    for (const [rid, ids] of [...this.rids]) {
      if (!rid.startsWith('entry:')) continue;
      const stored = ids[0] === undefined ? undefined : this.engine.getStoredFields(ids[0]);
      if (stored?.channel_id === channelId) this.replace(rid, []);
    }
  }

  /** The resource ids of the index (for a rebuild that must know what to drop). */
  resourceIds(): string[] {
    return [...this.rids.keys()];
  }

  /**
   * Documents matching every word of `text` (the last as a prefix, one typo on long words) and its
   * quoted phrases, that `accept` lets through, best first.
   */
  search(text: string, accept: (document: SearchDocument) => boolean): Hit[] {
    const query = parseQuery(text);
    if (!query.words.length) return [];
    const results = this.engine.search(query.words.join(' '), {
      ...searchOptions(query),
      filter: (result) => accept(result as unknown as SearchDocument),
    });
    return results
      .map((result) => ({
        document: { ...(result as unknown as SearchDocument), id: String(result.id) },
        score: result.score,
      }))
      .filter(({ document }) =>
        query.phrases.every((phrase) => holdsPhrase(`${document.title} ${document.text}`, phrase)),
      );
  }
}
