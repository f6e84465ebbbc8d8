import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { requireUser, type SignedInEnv } from '../auth/session.ts';
import { type SendMessageResponse, sendMessageRequest } from './contract.ts';
import { sendSupportMessage } from './service.ts';

/** A bad message answers with what is wrong with it ('Please write a message first.'), not a generic 400. */
const messageHook = (result: { success: boolean; error?: { issues?: { message: string }[] } }) => {
  if (result.success) return;
  const message = result.error?.issues?.[0]?.message ?? 'The request is not valid.';
  throw new AppError(400, message, 'invalid_message');
};

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
