/** A stored translation: the values of one key in the site's locales. */
export interface Translation {
  /** 1-200 characters of `[a-z0-9_.-]`, dots as namespaces (`checkout.button.pay`). */
  readonly key: string;
  /** The text of each locale that has one. */
  readonly values: Readonly<Record<string, string>>;
  readonly created_at: string;
  readonly updated_at: string;
  /** Bumped by every write; a write is conditioned on the one it read. */
  readonly version: number;
}
