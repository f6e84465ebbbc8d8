import type { Db } from '../../db/client.ts';
import { type CachedAnswer, prepareAnswer } from '../../http/cached-answer.ts';
import type { HowToResponse } from '../guide/contract.ts';
import { listHowTo } from '../guide/service.ts';
import type { FaqsResponse } from '../help/contract.ts';
import { listFaqs } from '../help/service.ts';
import type { StylesResponse } from '../posts/contract.ts';
import { listStyles } from '../posts/service.ts';
import type { CostsResponse, PackagesResponse } from '../wallet/contract.ts';
import { listCosts, listPackages } from '../wallet/service.ts';

/** The five public reads (SPEC §7), each the exact JSON its route answered before it was cached. */
export interface PublicAnswers {
  costs: CachedAnswer<CostsResponse>;
  styles: CachedAnswer<StylesResponse>;
  faqs: CachedAnswer<FaqsResponse>;
  howToUse: CachedAnswer<HowToResponse>;
  packages: CachedAnswer<PackagesResponse>;
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
    prepareAnswer<CostsResponse>({ success: true, costs }),
    prepareAnswer<StylesResponse>({ success: true, styles }),
    prepareAnswer<FaqsResponse>({ success: true, faqs }),
    prepareAnswer<HowToResponse>({ success: true, htu }),
    prepareAnswer<PackagesResponse>({ success: true, products }),
  ]);
  return { costs: a, styles: b, faqs: c, howToUse: d, packages: e };
}
