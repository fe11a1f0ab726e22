/** What a provider needs to start a payment. Amounts in minor units. */
export interface StartPayment {
  readonly siteId: string;
  readonly paymentId: string;
  readonly orderId: string;
  readonly orderNumber: number;
  readonly amount: number;
  readonly currency: string;
  readonly method: string | null;
  readonly returnUrl: string;
  /** The API's own base URL: the test provider's page and the webhook are under it. */
  readonly base: string;
}

/** What the provider answered: where the buyer pays, its id of the payment, Stripe's client secret. */
export interface StartedPayment {
  readonly checkoutUrl: string | null;
  readonly reference: string | null;
  readonly clientSecret?: string | null;
}
