// E-mail addresses taken from channel settings and submitted fields (pure): one plain address
// each, so no value can add a recipient or a header.

// A deliberately plain shape: local part, @, a domain with a dot; no spaces, quotes, angle brackets,
// commas, semicolons or line breaks (the characters that would make it more than one address).
const ADDRESS =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The address as it is when it is one plain e-mail address (at most 254 characters), else undefined. */
export const plainAddress = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const address = value.trim();
  return address.length <= 254 && ADDRESS.test(address) ? address : undefined;
};

/** The addresses of a comma- (or semicolon-) separated list, and the entries that are not one. */
export const addressList = (list: string): { addresses: string[]; invalid: string[] } => {
  const parts = list
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const addresses = [
    ...new Set(
      parts
        .map(plainAddress)
        .filter((a): a is string => a !== undefined)
        .map((a) => a.toLowerCase()),
    ),
  ];
  return { addresses, invalid: parts.filter((part) => plainAddress(part) === undefined) };
};
