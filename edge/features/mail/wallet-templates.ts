import {
  button,
  colour,
  escapeHtml,
  fallbackLink,
  layout,
  PRODUCT,
  paragraph,
  type RenderedMail,
  safeLink,
  sans,
} from './templates.ts';

/** The wallet's mails (receipt, low balance), on the same layout and escaping rules as templates.ts. */

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const utc = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');

export interface ReceiptMailInput {
  checkoutId: string;
  issuedAt: Date;
  packageName: string;
  amountPaidCents: number;
  /** ISO 4217 as the processor writes it ('usd'). */
  currency: string;
  creditCents: number;
  paymentReference: string;
  seller: { name: string; address: string };
  /** The printable receipt in the app (`<origin>/wallet/receipts/<id>`). */
  pageUrl: string;
  /** Stripe's own receipt, when the processor gave one. */
  processorReceiptUrl: string | null;
}

/** Sent once after a recharge is credited: what was paid, what the wallet got, who sold it. */
export function receiptMail(input: ReceiptMailInput): RenderedMail {
  const page = safeLink(input.pageUrl);
  const stripe = input.processorReceiptUrl ? safeLink(input.processorReceiptUrl) : null;
  const paid = `${dollars(input.amountPaidCents)} ${input.currency.toUpperCase()}`;
  const rows: [string, string][] = [
    ['Date', utc(input.issuedAt)],
    ['Package', input.packageName],
    ['Amount paid', paid],
    ['Credit added', dollars(input.creditCents)],
    ['Payment reference', input.paymentReference],
    ['Receipt number', input.checkoutId],
  ];
  const seller = `${input.seller.name}, ${input.seller.address}`;
  const subject = `Your ${PRODUCT} receipt: ${dollars(input.creditCents)} added to your wallet`;
  const footnote = `Sold by ${seller}. Keep this e-mail for your records.`;

  const text = [
    `Thank you for your payment. ${dollars(input.creditCents)} of credit is in your ${PRODUCT} wallet.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `Printable receipt: ${page}`,
    ...(stripe ? [`Payment processor's receipt: ${stripe}`] : []),
    '',
    footnote,
    '',
    `— ${PRODUCT}`,
    '',
  ].join('\n');

  const cell = `padding:8px 0;border-bottom:1px solid ${colour.border};font-family:${sans};font-size:15px;line-height:22px;`;
  const table = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${rows
  .map(
    ([label, value]) =>
      `<tr><td style="${cell}color:${colour.muted};">${escapeHtml(label)}</td><td align="right" style="${cell}color:${colour.text};font-weight:600;word-break:break-all;">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>`;

  const html = layout({
    preheader: `${paid} paid, ${dollars(input.creditCents)} added to your wallet.`,
    heading: 'Your receipt',
    body: [
      paragraph(
        `Thank you for your payment. ${escapeHtml(dollars(input.creditCents))} of credit is in your ${PRODUCT} wallet.`,
      ),
      table,
      button(page, 'View or print the receipt'),
      ...(stripe
        ? [
            paragraph(
              `The payment processor's own receipt: <a href="${escapeHtml(stripe)}" target="_blank" rel="noopener" style="color:${colour.brand};">view it here</a>.`,
            ),
          ]
        : []),
      fallbackLink(page),
    ].join('\n'),
    footnote,
  });
  return { subject, text, html };
}

export interface LowBalanceMailInput {
  balanceCents: number;
  thresholdCents: number;
  /** The plans page (`<origin>/wallet-recharge`). */
  rechargeUrl: string;
  /** Where the threshold is changed (`<origin>/user-info`). */
  settingsUrl: string;
}

/** Sent once when the balance falls below the person's threshold (again only after a recharge above it). */
export function lowBalanceMail(input: LowBalanceMailInput): RenderedMail {
  const recharge = safeLink(input.rechargeUrl);
  const settings = safeLink(input.settingsUrl);
  const balance = dollars(input.balanceCents);
  const subject = `Your ${PRODUCT} wallet is running low: ${balance} left`;
  const intro = `Your ${PRODUCT} wallet holds ${balance}, below the ${dollars(input.thresholdCents)} you asked us to warn you at.`;
  const next =
    'Recharge before it runs out, so your next generation is not stopped halfway through your work.';
  const footnote = `You get this warning once each time the balance falls below your threshold. Change the threshold in User Info: ${settings}`;
  const text = [intro, '', next, `Recharge: ${recharge}`, '', footnote, '', `— ${PRODUCT}`, ''].join('\n');
  const html = layout({
    preheader: `${balance} left in your wallet.`,
    heading: 'Your wallet is running low',
    body: [
      paragraph(escapeHtml(intro)),
      paragraph(escapeHtml(next)),
      button(recharge, 'Recharge'),
      fallbackLink(recharge),
    ].join('\n'),
    footnote,
  });
  return { subject, text, html };
}
