import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { PAYMENT_MESSAGES, rechargedMessage } from '../../contract/payment-messages.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readBodyWithin } from '../../http/body-read.ts';
import { appOrigin } from '../../http/origin.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { centsToDollars } from '../wallet/service.ts';
import { findCheckout, startCheckout } from './checkouts.ts';
import {
  priceIdParam,
  type RechargeResponse,
  sessionIdParam,
  type VerifyRechargeResponse,
  type WebhookResponse,
} from './contract.ts';
import { type FulfilmentResult, fulfilCheckout } from './fulfil.ts';
import { PaymentProcessorError, WebhookSignatureError } from './gateway.ts';
import { handlePaymentEvent } from './webhook.ts';

/** Where the processor posts its events (docs/deployment.md; exempt from the Origin rule). */
export const WEBHOOK_PATH = '/api/billing/webhook';
/** Stripe's events are a few kilobytes; a charge listing many refunds can outgrow the API's 64 kB. */
export const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

const refusal: Record<
  Exclude<FulfilmentResult['outcome'], 'credited' | 'already_credited'>,
  [ContentfulStatusCode, string, string]
> = {
  unknown: [404, PAYMENT_MESSAGES.sessionNotFound, 'checkout_not_found'],
  unpaid: [409, PAYMENT_MESSAGES.notPaid, 'payment_not_completed'],
  expired: [410, PAYMENT_MESSAGES.expired, 'checkout_expired'],
  failed: [409, PAYMENT_MESSAGES.failed, 'payment_failed'],
  mismatch: [409, PAYMENT_MESSAGES.mismatch, 'payment_mismatch'],
  account_closed: [410, PAYMENT_MESSAGES.accountClosed, 'account_closed'],
};

const processorDown = (error: unknown): never => {
  if (error instanceof PaymentProcessorError) {
    throw new AppError(502, PAYMENT_MESSAGES.processorUnavailable, 'payment_processor_unavailable', {
      cause: error,
    });
  }
  throw error;
};

/** Buying credits, verifying a recharge and the processor's webhook (SPEC §7). */
export const paymentRoutes = (deps: Deps) => {
  const signedIn = requireUser(deps.db, deps.clock);
  return new Hono<SignedInEnv>()
    .post('/user/wallet/recharge/:priceId', signedIn, zValidator('param', priceIdParam), async (c) => {
      const { url } = await startCheckout(
        deps,
        c.get('user').id,
        c.req.valid('param').priceId,
        appOrigin(c, deps.config),
      );
      return c.json({ success: true, url } satisfies RechargeResponse, 200);
    })
    .post(
      '/user/wallet-recharge/session/:sessionId',
      signedIn,
      zValidator('param', sessionIdParam),
      async (c) => {
        const { sessionId } = c.req.valid('param');
        const checkout = await findCheckout(deps.db, sessionId);
        // Another person's session answers exactly like one that does not exist, and is never fulfilled.
        if (!checkout || checkout.userId !== c.get('user').id) {
          throw new AppError(404, PAYMENT_MESSAGES.sessionNotFound, 'checkout_not_found');
        }
        const result = await fulfilCheckout(deps, sessionId).catch(processorDown);
        if (result.outcome !== 'credited' && result.outcome !== 'already_credited') {
          const [status, message, code] = refusal[result.outcome];
          throw new AppError(status, message, code);
        }
        return c.json(
          {
            success: true,
            message: rechargedMessage(result.checkout.creditCents, result.checkout.packageName),
            current_balance: centsToDollars(result.balanceCents),
          } satisfies VerifyRechargeResponse,
          200,
        );
      },
    )
    .post(
      '/billing/webhook',
      readBodyWithin({
        maxBytes: WEBHOOK_BODY_LIMIT_BYTES,
        timeoutMs: deps.config.requestBodyTimeoutSeconds * 1000,
        tooLarge: () => new AppError(413, 'The webhook body is too large.', 'payload_too_large'),
      }),
      async (c) => {
        // The signature covers the exact bytes sent: read the raw text, never a re-serialised JSON.
        const raw = await c.req.text();
        let event: Awaited<ReturnType<typeof deps.payments.verifyWebhook>>;
        try {
          event = await deps.payments.verifyWebhook(raw, c.req.header('stripe-signature'));
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new AppError(400, error.message, 'bad_signature');
          }
          throw error; // the processor could not be asked (listing refunds): 5xx, it retries
        }
        const result = await handlePaymentEvent(deps, event);
        deps.logger.info('payment event', { eventId: event.id, type: event.type, outcome: result.outcome });
        return c.json(
          (result.duplicate
            ? { received: true, duplicate: true }
            : { received: true }) satisfies WebhookResponse,
          200,
        );
      },
    );
};
