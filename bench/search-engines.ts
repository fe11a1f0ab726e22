/**
 * The engine comparison behind the choice of the search engine (docs/search.md): index size, load
 * (deserialize) time and query time of each candidate on the same realistic corpus. MiniSearch is
 * the project's dependency; FlexSearch and Orama are measured when they are installed beside it
 * (`npm install --no-save flexsearch @orama/orama @orama/plugin-data-persistence`), and skipped
 * otherwise. Run: `npx tsx bench/search-engines.ts [count]`.
 */
import { performance } from 'node:perf_hooks';
import { searchCorpus, searchQueries, type CorpusDocument } from './search-corpus.js';

export interface EngineFigures {
  readonly engine: string;
  readonly documents: number;
  readonly buildMs: number;
  readonly bytes: number;
  readonly loadMs: number;
  readonly queryP50Ms: number;
  readonly queryP95Ms: number;
  /** Share of the typo queries (one letter dropped) that found the document they came from. */
  readonly typoRecall: number;
}

interface Candidate {
  readonly name: string;
  build(documents: readonly CorpusDocument[]): Promise<unknown>;
  serialize(index: unknown): Promise<string>;
  load(serialized: string): Promise<unknown>;
  search(index: unknown, query: string): Promise<readonly string[]>;
}

const fold = (term: string) =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] as number;
};

const optional = async (name: string): Promise<Record<string, unknown> | undefined> => {
  try {
    return (await import(name)) as Record<string, unknown>;
  } catch {
    return undefined;
  }
};

const miniSearch = async (): Promise<Candidate> => {
  const { default: MiniSearch } = await import('minisearch');
  const options = {
    fields: ['title', 'body'],
    processTerm: (term: string) => fold(term),
    searchOptions: {
      prefix: (_t: string, i: number, terms: string[]) => i === terms.length - 1,
      fuzzy: (t: string) => (t.length >= 5 ? 1 : 0),
      combineWith: 'AND' as const,
      boost: { title: 2 },
    },
  };
  return {
    name: 'minisearch',
    build: async (documents) => {
      const index = new MiniSearch(options);
      index.addAll(documents as CorpusDocument[]);
      return index;
    },
    serialize: async (index) => JSON.stringify(index),
    load: async (serialized) => MiniSearch.loadJSON(serialized, options),
    search: async (index, query) =>
      (index as InstanceType<typeof MiniSearch>).search(query).map((result) => String(result.id)),
  };
};

const flexSearch = async (): Promise<Candidate | undefined> => {
  const module = await optional('flexsearch');
  if (!module) return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: an optional module measured only when installed
  const Document = (module.Document ?? (module.default as any)?.Document) as any;
  const options = { tokenize: 'forward', encoder: 'LatinBalance', document: { id: 'id', index: ['title', 'body'] } };
  return {
    name: 'flexsearch',
    build: async (documents) => {
      const index = new Document(options);
      for (const document of documents) index.add(document);
      return index;
    },
    serialize: async (index) => {
      const parts: Record<string, unknown> = {};
      // biome-ignore lint/suspicious/noExplicitAny: as above
      await (index as any).export((key: string, data: unknown) => {
        parts[key] = data;
      });
      return JSON.stringify(parts);
    },
    load: async (serialized) => {
      const index = new Document(options);
      for (const [key, data] of Object.entries(JSON.parse(serialized) as Record<string, unknown>))
        await index.import(key, data);
      return index;
    },
    search: async (index, query) => {
      // biome-ignore lint/suspicious/noExplicitAny: as above
      const found = (await (index as any).search(query, { limit: 20, suggest: true })) as { result: string[] }[];
      return [...new Set(found.flatMap((field) => field.result.map(String)))];
    },
  };
};

const orama = async (): Promise<Candidate | undefined> => {
  const core = await optional('@orama/orama');
  const persistence = await optional('@orama/plugin-data-persistence');
  if (!core || !persistence) return undefined;
  // biome-ignore lint/suspicious/noExplicitAny: an optional module measured only when installed
  const { create, insertMultiple, search } = core as any;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  const { persist, restore } = persistence as any;
  return {
    name: 'orama',
    build: async (documents) => {
      const db = create({ schema: { id: 'string', title: 'string', body: 'string' } });
      await insertMultiple(db, documents as CorpusDocument[], 1000);
      return db;
    },
    serialize: async (db) => String(await persist(db, 'json')),
    load: async (serialized) => restore('json', serialized),
    search: async (db, query) => {
      const found = await search(db, { term: query, tolerance: 1, limit: 20, boost: { title: 2 } });
      return found.hits.map((hit: { document: { id: string } }) => hit.document.id);
    },
  };
};

/** Measures one engine on `documents` with `queries` (one typo query in four). */
export const measureEngine = async (
  candidate: Candidate,
  documents: readonly CorpusDocument[],
  queries: readonly string[],
): Promise<EngineFigures> => {
  let started = performance.now();
  const built = await candidate.build(documents);
  const buildMs = performance.now() - started;
  const serialized = await candidate.serialize(built);
  started = performance.now();
  const loaded = await candidate.load(serialized);
  const loadMs = performance.now() - started;
  const times: number[] = [];
  for (const query of queries.slice(0, 20)) await candidate.search(loaded, query); // warm-up
  for (const query of queries) {
    const at = performance.now();
    await candidate.search(loaded, query);
    times.push(performance.now() - at);
  }
  // Typo recall: a word of the document's title with one letter dropped must find the document.
  let found = 0;
  let asked = 0;
  for (const document of documents.slice(0, 200)) {
    const word = document.title.split(' ').find((w) => w.length >= 6);
    if (!word) continue;
    asked += 1;
    const typo = `${word.slice(0, 2)}${word.slice(3)}`;
    if ((await candidate.search(loaded, typo)).includes(document.id)) found += 1;
  }
  return {
    engine: candidate.name,
    documents: documents.length,
    buildMs: Math.round(buildMs),
    bytes: Buffer.byteLength(serialized),
    loadMs: Math.round(loadMs),
    queryP50Ms: Number(percentile(times, 50).toFixed(2)),
    queryP95Ms: Number(percentile(times, 95).toFixed(2)),
    typoRecall: asked ? Number((found / asked).toFixed(2)) : 0,
  };
};

/** Every installed candidate, measured on `count` documents of about 200 words. */
export const compareEngines = async (count: number): Promise<EngineFigures[]> => {
  const documents = searchCorpus(count);
  const queries = searchQueries(documents, 400);
  const candidates = [await miniSearch(), await flexSearch(), await orama()].filter(
    (candidate): candidate is Candidate => candidate !== undefined,
  );
  const figures: EngineFigures[] = [];
  for (const candidate of candidates) figures.push(await measureEngine(candidate, documents, queries));
  return figures;
};

if (process.argv[1]?.endsWith('search-engines.ts')) {
  const count = Number(process.argv[2] ?? 10000);
  for (const figures of await compareEngines(count)) console.log(JSON.stringify(figures));
}
