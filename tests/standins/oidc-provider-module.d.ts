/** Minimal typings for oidc-provider 9 (the package ships none), covering what the stand-in uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  /** The part of koa's context (`ctx`) that the stand-in's middleware reads and writes. */
  export interface MiddlewareContext {
    /** The request path, e.g. '/token'. */
    path: string;
    /** The response body; middleware may replace fields after `await next()`. */
    body: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    proxy: boolean;
    use(middleware: (ctx: MiddlewareContext, next: () => Promise<void>) => Promise<void>): void;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
