import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import type { SearchDocument } from './documents.js';
import { foldWord, holdsPhrase, parseQuery, TYPO_MIN_LENGTH, wordsOf, type ParsedQuery } from './text-rules.js';

/**
 * One site's full-text index, on MiniSearch (chosen by measurement: docs/search.md). Documents are
 * replaced per resource (`rid`: every locale document of it at once) and the whole index
 * serializes to one JSON text that a search function loads back. The documents themselves (their
 * text for snippets, what decides who sees them) are kept beside the engine, by id: the engine
 * returns ids and scores only, which keeps a query that matches thousands of documents cheap.
 */
const OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'text'],
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
  readonly format: 2;
  /** The change log sequence the index includes (see index-state.ts). */
  readonly seq: number;
  readonly documents: readonly SearchDocument[];
  readonly engine: unknown;
}

export class SiteIndex {
  private readonly rids = new Map<string, string[]>();

  private constructor(
    private readonly engine: MiniSearch<SearchDocument>,
    private readonly documents: Map<string, SearchDocument>,
    /** The change log sequence this index includes. */
    public seq: number,
  ) {
    for (const document of documents.values()) {
      const ids = this.rids.get(document.rid);
      if (ids) ids.push(document.id);
      else this.rids.set(document.rid, [document.id]);
    }
  }

  static empty(): SiteIndex {
    return new SiteIndex(new MiniSearch(OPTIONS), new Map(), 0);
  }

  static load(json: string): SiteIndex {
    const parsed = JSON.parse(json) as Serialized;
    const engine = MiniSearch.loadJS(parsed.engine as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS);
    return new SiteIndex(
      engine as MiniSearch<SearchDocument>,
      new Map(parsed.documents.map((document) => [document.id, document])),
      parsed.seq,
    );
  }

  /** Clears what discarded documents left in the index (before it is stored; nothing may change it meanwhile). */
  async vacuum(): Promise<void> {
    await this.engine.vacuum({ batchSize: 100_000, batchWait: 0 });
  }

  serialize(): string {
    const serialized: Serialized = {
      format: 2,
      seq: this.seq,
      documents: [...this.documents.values()],
      engine: this.engine.toJSON(),
    };
    return JSON.stringify(serialized);
  }

  /** Documents indexed (one per resource and locale). */
  get documentCount(): number {
    return this.documents.size;
  }

  /** Replaces every document of a resource with `documents` (none: the resource is gone or not searchable). */
  replace(rid: string, documents: readonly SearchDocument[]): void {
    for (const id of this.rids.get(rid) ?? []) {
      if (this.engine.has(id)) this.engine.discard(id);
      this.documents.delete(id);
    }
    this.rids.delete(rid);
    if (!documents.length) return;
    this.engine.addAll(documents as SearchDocument[]);
    for (const document of documents) this.documents.set(document.id, document);
    this.rids.set(
      rid,
      documents.map((document) => document.id),
    );
  }

  /** Drops every entry of a channel (no longer searchable). */
  dropChannel(channelId: string): void {
    for (const [rid, ids] of [...this.rids]) {
      if (!rid.startsWith('entry:')) continue;
      const document = ids[0] === undefined ? undefined : this.documents.get(ids[0]);
      if (document?.channel_id === channelId) this.replace(rid, []);
    }
  }

  /**
   * Documents matching every word of `text` (the last as a prefix, one typo on long words) and its
   * quoted phrases, that `accept` lets through, best first.
   */
  search(text: string, accept: (document: SearchDocument) => boolean): Hit[] {
    const query = parseQuery(text);
    if (!query.words.length) return [];
    const hits: Hit[] = [];
    for (const result of this.engine.search(query.words.join(' '), searchOptions(query))) {
      const document = this.documents.get(String(result.id));
      if (!document || !accept(document)) continue;
      if (!query.phrases.every((phrase) => holdsPhrase(`${document.title} ${document.text}`, phrase))) continue;
      hits.push({ document, score: result.score });
    }
    return hits;
  }
}
