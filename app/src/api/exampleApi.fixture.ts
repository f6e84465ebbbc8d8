import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';

/**
 * A small API with every request shape the edge will serve (path params, queries, PUT, DELETE, form and
 * multipart bodies), for the client's tests only: Plume's own routes do not use all of them yet, and
 * the tests need a real server to read what the client sent. Never imported by the SPA.
 */
export const exampleApi = new Hono()
  .basePath('/api')
  .get(
    '/notes',
    zValidator('query', z.object({ cursor: z.string().optional(), limit: z.coerce.number().int() })),
    (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json({ success: true, cursor: cursor ?? null, limit });
    },
  )
  .post('/notes/:noteId/pin', zValidator('param', z.object({ noteId: z.string() })), (c) =>
    c.json({ success: true, pinned: c.req.valid('param').noteId }),
  )
  .put(
    '/notes/:noteId',
    zValidator('param', z.object({ noteId: z.string() })),
    zValidator('json', z.object({ text: z.string().min(1) })),
    (c) => c.json({ success: true, id: c.req.valid('param').noteId, text: c.req.valid('json').text }),
  )
  .delete('/notes/:noteId', zValidator('param', z.object({ noteId: z.string() })), (c) =>
    c.json({ success: true, deleted: c.req.valid('param').noteId }),
  )
  .post('/newsletter', zValidator('form', z.object({ email: z.email() })), (c) =>
    c.json({ success: true, email: c.req.valid('form').email }),
  )
  .post(
    '/uploads',
    zValidator('form', z.object({ caption: z.string(), image: z.instanceof(File) })),
    async (c) => {
      const { caption, image } = c.req.valid('form');
      return c.json({ success: true, caption, name: image.name, type: image.type, text: await image.text() });
    },
  );

export type ExampleApi = typeof exampleApi;
