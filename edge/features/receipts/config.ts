import { z } from 'zod';
import { type AppEnvironment, type ConfigProblem, empty } from '../../env-rules.ts';

/**
 * Who sells the credit, as every receipt names them (page and e-mail). A receipt without the
 * seller's name and address is no receipt, so production requires both; development shows labelled
 * stand-ins. edge/config.ts spreads `receiptsEnvShape` into its schema and calls `parseReceiptsConfig`.
 */

export const DEV_SELLER_NAME = 'Plume (development seller)';
export const DEV_SELLER_ADDRESS = '1 Example Street, 00000 Example City (development address)';

const oneLine = (max: number) =>
  z.preprocess(
    empty,
    z
      .string()
      .trim()
      .max(max, `must be at most ${max} characters`)
      .refine(
        (v) => ![...v].some((ch) => (ch.codePointAt(0) ?? 0) < 0x20 || ch === '\u007f'),
        'must be one line of text (write `, ` between lines)',
      )
      .optional(),
  );

export const receiptsEnvShape = {
  SELLER_NAME: oneLine(120).meta({
    unset: `unset → \`${DEV_SELLER_NAME}\` in development; required in production`,
    example: 'Plume Labs Ltd',
    description: 'the legal name of the seller, printed on every receipt',
  }),
  SELLER_ADDRESS: oneLine(300).meta({
    unset: 'unset → a labelled development address; required in production',
    example: '1 High Street, London N1 1AA, United Kingdom',
    description:
      "the seller's postal address on every receipt, one line (commas between the lines); add a tax number here where one is needed",
  }),
};

type ReceiptsEnv = z.output<z.ZodObject<typeof receiptsEnvShape>>;

export function parseReceiptsConfig(v: ReceiptsEnv, appEnv: AppEnvironment, problems: ConfigProblem[]) {
  if (appEnv === 'production') {
    for (const variable of ['SELLER_NAME', 'SELLER_ADDRESS'] as const) {
      if (!v[variable]) {
        problems.push({
          variable,
          message: 'is required in production: every receipt names the seller and their address',
        });
      }
    }
  }
  return {
    sellerName: v.SELLER_NAME ?? DEV_SELLER_NAME,
    sellerAddress: v.SELLER_ADDRESS ?? DEV_SELLER_ADDRESS,
  };
}
