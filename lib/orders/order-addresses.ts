import type { FieldError } from '../http/errors.js';
import { postalAddress, type PostalAddress } from '../customers/addresses-fields.js';
import type { CustomerAddress } from '../customers/addresses-present.js';
import type { Address, CreateOrder } from './schemas.js';

/**
 * An order's shipping and billing addresses: the shape of a customer's address book plus `name`
 * (what clients sent before the book, and still may), given inline or by the id of one of the
 * buying customer's own addresses. Either way the order keeps a copy: editing or deleting the book
 * address later changes no order. Pure.
 */

/** An address as an order keeps it: a copy, with the book address it came from (null: given inline). */
export interface OrderAddress extends PostalAddress {
  readonly name: string;
  readonly address_id: string | null;
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** An order address as stored, in today's shape (orders placed before the book hold only name, company, address1, address2, zip, city and country). */
export const presentOrderAddress = (stored: Partial<OrderAddress> | null): OrderAddress | null => {
  if (!stored) return null;
  const postal = postalAddress(stored);
  return {
    name: stored.name ?? fullName(postal.first_name, postal.last_name),
    ...postal,
    address_id: stored.address_id ?? null,
  };
};

const copyOf = (address: Address | CustomerAddress, addressId: string | null): OrderAddress => {
  const postal = postalAddress(address);
  const given = 'name' in address ? address.name : undefined;
  return { name: given ?? fullName(postal.first_name, postal.last_name), ...postal, address_id: addressId };
};

export interface ResolvedAddresses {
  readonly shipping?: OrderAddress;
  readonly billing?: OrderAddress;
  readonly problems: FieldError[];
}

/**
 * The checkout's addresses from its input and the buyer's book (undefined: no customer is known):
 * an id that names none of the buyer's addresses (another customer's, or none at all), an id with
 * no customer, and an id given with an inline address of the same role are 422s naming the field.
 */
export const resolveOrderAddresses = (
  input: CreateOrder,
  book: readonly CustomerAddress[] | undefined,
): ResolvedAddresses => {
  const problems: FieldError[] = [];
  const resolve = (role: 'shipping' | 'billing'): OrderAddress | undefined => {
    const id = input[`${role}_address_id`];
    const inline = input[`${role}_address`];
    if (id === undefined) return inline && copyOf(inline, null);
    const field = `${role}_address_id`;
    if (inline !== undefined) {
      problems.push({
        field,
        message: `give either ${role}_address_id or ${role}_address, not both`,
        code: 'not_allowed',
      });
      return undefined;
    }
    if (!book) {
      problems.push({
        field,
        message: "names an address of the buying customer's book, and no customer is known",
        code: 'not_allowed',
      });
      return undefined;
    }
    const found = book.find((address) => address.id === id);
    if (!found) problems.push({ field, message: "names no address of the buying customer's book", code: 'not_found' });
    return found && copyOf(found, found.id);
  };
  return { shipping: resolve('shipping'), billing: resolve('billing'), problems };
};
