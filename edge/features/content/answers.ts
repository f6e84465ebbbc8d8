import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../../contract/compression.ts';
import type { Db } from '../../db/client.ts';
import { etagOf } from '../../negotiation.ts';
import type { HowToResponse } from '../guide/contract.ts';
import { listHowTo } from '../guide/service.ts';
import type { FaqsResponse } from '../help/contract.ts';
import { listFaqs } from '../help/service.ts';
import type { StylesResponse } from '../posts/contract.ts';
import { listStyles } from '../posts/service.ts';
import type { CostsResponse, PackagesResponse } from '../wallet/contract.ts';
import { listCosts, listPackages } from '../wallet/service.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** One encoded form of an answer and the ETag naming exactly those bytes. */
export interface Encoded {
  bytes: Uint8Array;
  etag: string;
}

/** A public read's JSON, ready to send: as it is, and in every encoding Plume offers. */
export interface CachedAnswer<Body> {
  body: Body;
  identity: Encoded;
  encoded: Record<Encoding, Encoded>;
}

/** The five public reads (SPEC §7), each the exact JSON its route answered before it was cached. */
export interface PublicAnswers {
  costs: CachedAnswer<CostsResponse>;
  styles: CachedAnswer<StylesResponse>;
  faqs: CachedAnswer<FaqsResponse>;
  howToUse: CachedAnswer<HowToResponse>;
  packages: CachedAnswer<PackagesResponse>;
}

const encoded = async (bytes: Uint8Array): Promise<Encoded> => ({ bytes, etag: await etagOf(bytes) });

/** Serialises once and compresses once per load, so a request costs neither (Brotli 11 takes ms). */
async function prepare<Body>(body: Body): Promise<CachedAnswer<Body>> {
  const json = new TextEncoder().encode(JSON.stringify(body));
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(json, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    body,
    identity: await encoded(json),
    encoded: { br: await encoded(new Uint8Array(br)), gzip: await encoded(new Uint8Array(gz)) },
  };
}

/** Reads every content table and prepares the five answers. */
export async function loadPublicAnswers(db: Db): Promise<PublicAnswers> {
  const [costs, styles, faqs, htu, products] = await Promise.all([
    listCosts(db),
    listStyles(db),
    listFaqs(db),
    listHowTo(db),
    listPackages(db),
  ]);
  const [a, b, c, d, e] = await Promise.all([
    prepare<CostsResponse>({ success: true, costs }),
    prepare<StylesResponse>({ success: true, styles }),
    prepare<FaqsResponse>({ success: true, faqs }),
    prepare<HowToResponse>({ success: true, htu }),
    prepare<PackagesResponse>({ success: true, products }),
  ]);
  return { costs: a, styles: b, faqs: c, howToUse: d, packages: e };
}
