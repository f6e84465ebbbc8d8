/**
 * What the payment calls answer, shared by the edge and the screens (free of zod, like
 * auth-messages.ts). The success page shows `message` on failure (SPEC §8 "Recharge verification":
 * the server message first).
 */
export const PAYMENT_MESSAGES = {
  packageUnavailable: 'This package is not available. Please choose another one.',
  processorUnavailable:
    'The payment service could not be reached. Nothing was charged; please try again in a moment.',
  sessionNotFound: 'No recharge with this session was found for your account.',
  notPaid:
    'This payment has not been completed yet, so nothing was added to your wallet. If you paid, it can take a few minutes to confirm: please check again shortly.',
  expired: 'This checkout expired before it was paid. Nothing was charged; please start a new recharge.',
  failed: 'The payment for this checkout failed, so nothing was added to your wallet. Please try again.',
  mismatch:
    'This payment does not match the package it was for, so nothing was added automatically. Please contact support.',
  tooManyCheckouts:
    'You have opened several checkouts in the last few minutes. Please finish one of them, or try again shortly.',
  checkoutInProgress: 'Your checkout is still being opened. Please try again in a moment.',
  accountClosed:
    'This payment completed after the account was deleted, so nothing was added: it is being refunded in full.',
} as const;

/** The verify call's success message, e.g. 'Added $10.00 to your wallet (Starter).' */
export const rechargedMessage = (creditCents: number, packageName: string) =>
  `Added $${(creditCents / 100).toFixed(2)} to your wallet (${packageName}).`;
