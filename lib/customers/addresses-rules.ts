// The pure rules of a customer's address book: which countries exist, how many addresses a
// customer keeps, and that at most one address of each kind is the default. No I/O.

/**
 * The ISO 3166-1 alpha-2 codes officially assigned (249). A list of our own rather than ICU's region
 * names, which also know codes that are no country (EU, EZ, UN, QO, XK, ZZ), and rather than a
 * package: the list changes perhaps once a decade, and a bundle needs only these bytes.
 */
const ASSIGNED = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY ' +
  'MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM ' +
  'PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ ' +
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const COUNTRY_CODES: ReadonlySet<string> = new Set(ASSIGNED);

/** True for an assigned ISO 3166-1 alpha-2 code, in capitals (`BE`; `be`, `EU` and `UK` are not). */
export const isCountryCode = (code: string): boolean => COUNTRY_CODES.has(code);

/** A customer keeps at most this many addresses: the book lives on the customer's own item, which must stay small. */
export const MAX_ADDRESSES = 20;

/** What the default rules need of an address. */
export interface Defaults {
  readonly id: string;
  readonly default_billing: boolean;
  readonly default_shipping: boolean;
}

/**
 * The book with `address` put in (replacing the one of the same id, else appended): when it is a
 * default of a kind, every other address stops being that kind's default, so the book never holds
 * two of one kind.
 */
export const withAddress = <A extends Defaults>(book: readonly A[], address: A): A[] => {
  const others = book.map(
    (each): A =>
      each.id === address.id
        ? each
        : {
            ...each,
            default_billing: address.default_billing ? false : each.default_billing,
            default_shipping: address.default_shipping ? false : each.default_shipping,
          },
  );
  return others.some((each) => each.id === address.id)
    ? others.map((each) => (each.id === address.id ? address : each))
    : [...others, address];
};

/** The book without the address `id` (a default removed leaves that kind without one). */
export const withoutAddress = <A extends Defaults>(book: readonly A[], id: string): A[] =>
  book.filter((each) => each.id !== id);
