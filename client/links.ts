/** The target of the `rel="next"` link of a `Link` header (RFC 8288), resolved against the request URL. */
export const nextLink = (header: string | null, base: string): string | undefined => {
  if (!header) return undefined;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rels = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(match[2] as string);
    const rel = rels?.[1] ?? rels?.[2] ?? '';
    if (rel.split(/\s+/).includes('next')) return new URL(match[1] as string, base).toString();
  }
  return undefined;
};
