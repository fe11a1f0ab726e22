// The one liquidjs set-up of every template the API renders (a form's notification and
// confirmation, the site's account and order mails): every value printed is HTML-escaped unless the
// template asks for `| raw` (outputEscape), templates read no file (an empty in-memory template map:
// `include` and `render` find nothing), see only own properties, and are bounded in size, render
// time and memory.

/** Largest template, in bytes. */
export const MAX_TEMPLATE_BYTES = 64 * 1024;

type Engine = import('liquidjs').Liquid;
let engine: Promise<Engine> | undefined;

/** The engine, loaded on the first template parsed or rendered: a function that renders none never pays for liquidjs. */
export const liquid = (): Promise<Engine> => {
  engine ??= import('liquidjs').then(
    ({ Liquid }) =>
      new Liquid({
        outputEscape: 'escape',
        ownPropertyOnly: true,
        strictFilters: true,
        templates: {},
        parseLimit: MAX_TEMPLATE_BYTES,
        renderLimit: 1_000,
        memoryLimit: 10_000_000,
      }),
  );
  return engine;
};
