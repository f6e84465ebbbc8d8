import { Hono } from 'hono';
import { carouselProblem, defaultPostPlatforms, parsePostPlatforms } from '../../contract/post-platforms.ts';
import type { AppDeps } from '../../deps.ts';
import { serveImage } from '../../engines/media/image-route.ts';
import { AppError } from '../../errors.ts';
import { readBodyWithin } from '../../http/body-read.ts';
import { sendCached, TEXTS_CACHE_CONTROL } from '../../http/cached-answer.ts';
import { itemId } from '../../http/item-id.ts';
import { answerPaidRun } from '../../http/paid-run-answer.ts';
import { namedFieldHook } from '../../http/validation-hooks.ts';
import { mediaTypeOf, zValidator } from '../../http/validator.ts';
import { requireUser, type SignedInEnv } from '../auth/session-middleware.ts';
import {
  DEFAULT_STYLE,
  type EditPostResponse,
  editPostRequest,
  FORM_BODY_REQUIRED,
  generatePostFields,
  generatePostForm,
  POST_BODY_LIMIT_BYTES,
  POST_URL_MAX_CHARS,
  refinePostRequest,
  UNKNOWN_STYLE,
  UPLOAD_TIMEOUT_FACTOR,
  UPLOAD_TOO_LARGE,
  URL_TOO_LONG,
} from './contract.ts';
import { draftPostsRun } from './drafting.ts';
import { editPost } from './edit.ts';
import { refinePostRun } from './refine.ts';
import { listStyles } from './service.ts';
import { checkImages } from './upload.ts';

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * Styles (SPEC §7 GET /api/styles), Post Drafting (POST /api/user/generate/post), a person's
 * corrections to a post (PATCH /api/user/generation/posts/{id}), Refine (POST …/{id}/refine, a paid
 * run of its own) and the posts' images
 * (GET /api/user/images/{id}, owner only). Shapes in contract.ts.
 */
export const postsRoutes = (deps: AppDeps) => {
  const { db, clock } = deps;
  const signedIn = requireUser(db, clock);
  return new Hono<SignedInEnv>()
    .get('/styles', async (c) =>
      // From memory (edge/features/content); drafting below reads the styles afresh.
      sendCached(c, (await deps.content.answers()).styles, TEXTS_CACHE_CONTROL),
    )
    .post(
      '/user/generate/post',
      // Before the session lookup and before any body is read: a URL too long is refused as such.
      async (c, next) => {
        if (c.req.url.length > POST_URL_MAX_CHARS) throw new AppError(414, URL_TOO_LONG, 'uri_too_long');
        if (!FORM_TYPES.has(mediaTypeOf(c)))
          throw new AppError(415, FORM_BODY_REQUIRED, 'unsupported_media_type');
        await next();
      },
      signedIn,
      // This route's own limit (the app's 64 kB one skips it): the images and the texts, no more,
      // read only for a signed-in person (up to 40 MB is held in memory), with longer to arrive.
      readBodyWithin({
        maxBytes: POST_BODY_LIMIT_BYTES,
        timeoutMs: UPLOAD_TIMEOUT_FACTOR * deps.config.requestBodyTimeoutSeconds * 1000,
        tooLarge: () => new AppError(413, UPLOAD_TOO_LARGE, 'payload_too_large'),
      }),
      zValidator('query', generatePostFields, namedFieldHook),
      zValidator('form', generatePostForm, namedFieldHook),
      (c) =>
        answerPaidRun(c, async (key) => {
          const { files, ...formTexts } = c.req.valid('form');
          // SPEC §7 sends the texts as query parameters; a form field of the same name wins (long texts).
          const texts = { ...c.req.valid('query'), ...formTexts };
          const styles = await listStyles(db);
          const style = texts.style
            ? styles.find((s) => s.value === texts.style)
            : (styles.find((s) => s.value === DEFAULT_STYLE) ?? styles[0]);
          if (!style) throw new AppError(400, UNKNOWN_STYLE, 'unknown_style');
          const user = c.get('user');
          const chosen =
            texts.platforms === undefined
              ? { platforms: defaultPostPlatforms(user.yourHandles) }
              : parsePostPlatforms(texts.platforms);
          if ('problem' in chosen) throw new AppError(400, chosen.problem, 'bad_platforms');
          const images = await checkImages(files === undefined ? [] : Array.isArray(files) ? files : [files]);
          const carousel = texts.carousel === 'true';
          const refused = carousel ? carouselProblem(chosen.platforms, images.length) : null;
          if (refused) throw new AppError(400, refused, 'bad_carousel');
          return draftPostsRun(
            deps,
            user,
            {
              platforms: chosen.platforms,
              carousel,
              style,
              mediaContext: texts.media_context ?? '',
              topicDetails: texts.topic_details ?? '',
              additionalInstructions: texts.additional_instructions ?? '',
              images,
            },
            key,
          );
        }),
    )
    .patch(
      '/user/generation/posts/:id',
      signedIn,
      zValidator('json', editPostRequest, namedFieldHook),
      async (c) => {
        const post = await editPost(deps, c.get('user').id, itemId(c.req.param('id')), c.req.valid('json'));
        return c.json({ success: true, data: post } satisfies EditPostResponse);
      },
    )
    .post(
      '/user/generation/posts/:id/refine',
      signedIn,
      zValidator('json', refinePostRequest, namedFieldHook),
      (c) =>
        answerPaidRun(c, (key) =>
          refinePostRun(deps, c.get('user'), itemId(c.req.param('id')), c.req.valid('json'), key),
        ),
    )
    .get('/user/images/:id', signedIn, (c) => serveImage(c, deps, c.req.param('id')));
};
