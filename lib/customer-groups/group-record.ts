/** A customer group as stored. `version` is never shown. */
export interface CustomerGroup {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly description: string;
  readonly tax_exempt: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}
