import './payment.css';

/** 支付跳转中... (product-spec §4): over the page while the app leaves for the provider's cashier. */
export function PayRedirecting({ testId }: { testId: string }) {
  return (
    <div className="pay-redirect" role="status" data-testid={testId}>
      <span className="spinner spinner--light" aria-hidden="true" />
      支付跳转中...
    </div>
  );
}
