/** Tokens of the billing module's ports and settings; use cases are bound with their class as token. */
export const BILLING = {
  Settings: Symbol.for('billing.Settings'),
  OrderRepository: Symbol.for('billing.OrderRepository'),
  PromoRepository: Symbol.for('billing.PromoRepository'),
  InvoiceRepository: Symbol.for('billing.InvoiceRepository'),
  ProviderEventRepository: Symbol.for('billing.ProviderEventRepository'),
  PaymentProviders: Symbol.for('billing.PaymentProviders'),
  VatNumberChecker: Symbol.for('billing.VatNumberChecker'),
  VatCheckCache: Symbol.for('billing.VatCheckCache'),
  InvoiceRenderer: Symbol.for('billing.InvoiceRenderer'),
} as const;
