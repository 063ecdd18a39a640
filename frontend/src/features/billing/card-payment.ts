import type { BillingProblem } from './billing-errors';

/** An order started at the server: what a card form needs to take the payment. */
export interface StartedCard {
  orderId: string;
  clientSecret: string;
}

/** What the checkout hands to the card form, whichever provider takes the card. */
export interface CardPaymentProps {
  /** The total, formatted, for the pay button. */
  amount: string;
  /** Checks what the checkout needs before any payment (the consent); false stops there. */
  ready: () => boolean;
  /** Creates the order and its payment at the server (POST /api/payment/create-intent). */
  start: () => Promise<StartedCard>;
  /** Our 3-D Secure return page, `/{lang}/payment/3ds-return`. */
  returnPath: string;
  onPaid: (orderId: string) => void;
  onProblem: (problem: BillingProblem | null) => void;
  /** The billing details are frozen while a started payment waits for the card. */
  onLocked: (locked: boolean) => void;
  problem: BillingProblem | null;
}
