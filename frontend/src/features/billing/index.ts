export { CheckoutPage } from './CheckoutPage';
export { PaymentSuccessPage } from './PaymentSuccessPage';
export { ThreeDsReturnPage } from './ThreeDsReturnPage';
export { TestPayPalPage, TestThreeDsPage } from './TestProviderPages';
