import type { FastifyInstance, FastifyReply } from 'fastify';
import { cashierPageHtml, notFoundHtml } from './cashierPage';
import { NOTIFY_PLANS, type NotifyPlan, type PayerChoice, type PaymentProvider } from './provider';

const TRADE_NO = /^[0-9a-f]{32}$/;
const CHOICES: readonly PayerChoice[] = ['pay', 'cancel', 'fail'];

function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The cashier pages of the provider simulator: GET shows the trade, POST (a plain HTML form) takes
 * the payer's decision and sends the payer back to the merchant's return address (303).
 */
export async function providerRoutes(app: FastifyInstance, provider: PaymentProvider) {
  // An encapsulated scope (register), so the form parser below serves these pages only.
  await app.register((scope, _opts, registered) => {
    // The cashier's form posts urlencoded fields; only these pages read them.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const path = provider.cashierPath;

    scope.get<{ Params: { tradeNo: string } }>(`${path}/:tradeNo`, async (request, reply) => {
      const { tradeNo } = request.params;
      const trade = TRADE_NO.test(tradeNo) ? await provider.trade(tradeNo) : undefined;
      if (!trade) return html(reply, 404, notFoundHtml());
      return html(reply, 200, cashierPageHtml(trade, `${path}/${tradeNo}`));
    });

    scope.post<{ Params: { tradeNo: string }; Body: unknown }>(
      `${path}/:tradeNo`,
      async (request, reply) => {
        const { tradeNo } = request.params;
        const form = (
          typeof request.body === 'object' && request.body !== null ? request.body : {}
        ) as Record<string, unknown>;
        const choice = CHOICES.find((c) => c === form.choice);
        const plan: NotifyPlan | undefined = NOTIFY_PLANS.find((p) => p === form.plan);
        if (!TRADE_NO.test(tradeNo) || !choice) return html(reply, 404, notFoundHtml());
        const trade = await provider.decide(tradeNo, choice, plan);
        if (!trade) return html(reply, 404, notFoundHtml());
        return reply.header('cache-control', 'no-store').redirect(trade.returnUrl, 303);
      },
    );
    registered();
  });
}
