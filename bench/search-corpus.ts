/**
 * Realistic search documents for the search bench and the engine comparison: deterministic (a
 * seeded generator), about 200 words each, drawn from a Zipf-like vocabulary of English content
 * words, a few accented ones (the engine folds them) and made-up product names (rare terms, as SKUs
 * and brand names are), so the index has the shape of a real site's: a long tail of rare terms.
 */
const COMMON = `the of and to in is for on with as by at from this that be are it or an was we our your can
will more new all about one has have their which they you not but also these other into when time
how what there year some any most its each may only than so up out first best make over such
work use two many them way well just been after those made like even back good right both world
year years people made city garden coffee store recipe summer winter spring autumn travel guide
local fresh market street house music festival event ticket design studio product collection
organic cotton leather wooden ceramic linen handmade vintage modern classic light dark blue green
red white black natural small large family friends weekend morning evening kitchen table chair
lamp sofa bed room office book novel story author photo gallery video podcast interview review
price offer sale shipping delivery return order customer service support contact team history
mountain river lake forest beach island harbour village bridge castle museum theatre cinema
strawberry raspberry chocolate vanilla caramel cinnamon lemon orange apple pear cherry honey
bread cheese butter pasta pizza salad soup sandwich breakfast lunch dinner dessert wine beer tea
bicycle running yoga fitness health wellness sleep energy water coffee espresso latte cappuccino
painting drawing sculpture photography architecture fashion jewellery watch shoes jacket shirt`
  .split(/\s+/)
  .filter(Boolean);

const ACCENTED = [
  'café',
  'crème',
  'brûlée',
  'naïve',
  'résumé',
  'piñata',
  'jalapeño',
  'über',
  'façade',
  'déjà',
  'fiancée',
];

/** A small seeded generator (mulberry32): the same corpus every run. */
export const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const SYLLABLES = ['ka', 'lo', 'mi', 'ra', 'ten', 'vor', 'ex', 'qua', 'zi', 'pel', 'dun', 'shi', 'bra', 'tor', 'nel'];

export interface CorpusDocument {
  readonly id: string;
  readonly title: string;
  readonly body: string;
}

/** `count` documents of about `words` words each. */
export const searchCorpus = (count: number, words = 200, seed = 42): CorpusDocument[] => {
  const random = seeded(seed);
  const rare = Array.from({ length: 20000 }, () => {
    const n = 2 + Math.floor(random() * 3);
    return Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join('');
  });
  const word = (): string => {
    const roll = random();
    if (roll < 0.8) return COMMON[Math.floor(COMMON.length * random() ** 2)] as string;
    if (roll < 0.82) return ACCENTED[Math.floor(random() * ACCENTED.length)] as string;
    return rare[Math.floor(rare.length * random())] as string;
  };
  return Array.from({ length: count }, (_, index) => {
    const title = Array.from({ length: 3 + Math.floor(random() * 5) }, word).join(' ');
    const body = Array.from({ length: words }, word).join(' ');
    return { id: `doc${String(index).padStart(6, '0')}`, title, body };
  });
};

/** Queries as people type them: one or two common words, a prefix, a typo, a rare term. */
export const searchQueries = (documents: readonly CorpusDocument[], count: number, seed = 7): string[] => {
  const random = seeded(seed);
  return Array.from({ length: count }, (_, index) => {
    const doc = documents[Math.floor(random() * documents.length)] as CorpusDocument;
    const words = doc.body.split(' ');
    const pick = () => words[Math.floor(random() * words.length)] as string;
    switch (index % 4) {
      case 0:
        return pick();
      case 1:
        return `${pick()} ${pick()}`;
      case 2:
        return pick().slice(0, 3);
      default: {
        const w = pick();
        return w.length >= 5 ? `${w.slice(0, 2)}${w.slice(3)}` : w;
      }
    }
  });
};
