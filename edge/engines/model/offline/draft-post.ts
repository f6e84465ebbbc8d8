import { FORMAT_NAMES } from '../../media/images/image-facts.ts';
import { inspectImage } from '../../media/images/inspect.ts';
import type { DraftedPost, ModelImage, PostRequest } from '../content-model.ts';
import { excerpt } from './context.ts';
import { styleShape } from './styles.ts';
import { offlineVariants } from './variants.ts';

/**
 * Post Drafting, offline: the person's own texts in the chosen style's shape, written once per
 * platform asked for (offline/variants.ts), signed with their name. The text is exactly what Copy
 * and Share hand over, so it holds only what a person would post: no notes about the image, the
 * instructions or the model. That the offline demo model wrote it is said beside the post (the
 * answer's `model.offline`, shown as a badge), never inside it. The model cannot see the pictures,
 * so it writes from the texts alone, and each alt text from the media context and the image's facts.
 */
export function draftOfflinePost(request: PostRequest): DraftedPost {
  const { profile } = request;
  const topic =
    excerpt(request.topicDetails, 60).replace(/[.!?…]$/, '') ||
    excerpt(request.mediaContext, 60).replace(/[.!?…]$/, '') ||
    profile.professionalTitle.trim() ||
    'this';
  const shape = styleShape(request.style.value);
  const audience = profile.targetAudience.trim();
  const context = [request.mediaContext.trim(), request.topicDetails.trim()].filter(Boolean).join(' ');
  const name = profile.name.trim();
  const title = profile.professionalTitle.trim();
  const signature = name ? `— ${name}${title ? `, ${title}` : ''}` : '';
  const closing = [audience ? `Made for ${excerpt(audience, 80).replace(/[.!?]$/, '')}.` : '', shape.closing]
    .filter(Boolean)
    .join('\n\n');
  const hook = context ? `${shape.hook(topic)}\n\n${excerpt(context, 220)}` : shape.hook(topic);
  const variants = offlineVariants(request.platforms, {
    title: shape.title(topic),
    hook,
    points: shape.points(topic),
    closing,
    signature,
    platformCallToAction: false,
    tags: [...topicWords(topic), ...topicWords(title), request.style.value.replace(/-/g, '')],
  });
  return {
    title: shape.title(topic),
    variants,
    alt_texts: request.images.map((image, i) =>
      altText(image, i, request.images.length, request.mediaContext),
    ),
  };
}

const topicWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 3);

/** What the offline model honestly knows of a picture: its shape and what the person said it shows. */
function altText(image: ModelImage, i: number, count: number, mediaContext: string): string {
  const facts = inspectImage(image.bytes);
  const shape = facts ? `${facts.orientation} ` : '';
  const which = count > 1 ? ` ${i + 1} of ${count}` : '';
  const about = excerpt(mediaContext, 300);
  return about
    ? `Photo${which}: ${about}`
    : `A ${shape}photo${which} (${FORMAT_NAMES[image.mime]}, ${image.width} × ${image.height} px).`;
}
