/** A vendor (the maker or supplier of products) as stored. `version` is never shown. */
export interface Vendor {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/** A vendor as a product (and an order line) holds it: a copy taken when the product is written. */
export interface VendorRef {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}
