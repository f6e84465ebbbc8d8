import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { firstIssueHook } from '../../http/validation-hooks.ts';
import { zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import { type SendMessageResponse, sendMessageRequest } from './contract.ts';
import { sendSupportMessage } from './service.ts';

/**
 * A bad message answers with what is wrong with it ('Please write a message first.', 'This text
 * contains control characters.'), not a generic 400; `issues` names the field, as every 400 does.
 */
const messageHook = firstIssueHook('invalid_message');

/** Messages to the Plume team (SPEC §7 POST /user/support/send-message; Help Centre and dashboard). */
export const supportRoutes = (deps: Deps) =>
  new Hono<SignedInEnv>().post(
    '/user/support/send-message',
    requireUser(deps.db, deps.clock),
    zValidator('json', sendMessageRequest, messageHook),
    async (c) => {
      await sendSupportMessage(deps, c.get('user'), c.req.valid('json').text);
      return c.json({ success: true } satisfies SendMessageResponse, 200);
    },
  );
