import type { DraftedPost, PostRequest } from '../content-model.ts';
import { excerpt } from './context.ts';
import { styleShape } from './styles.ts';

/**
 * Post Drafting, offline: the person's own texts in the chosen style's shape, signed with their name.
 * The body is exactly what Copy and Download hand over, so it holds only what a person would post:
 * no notes about the image, the instructions or the model. That the offline demo model wrote it is
 * said beside the post (the answer's `model.offline`, shown as a badge), never inside it. The model
 * cannot see the picture, so it writes from the texts alone rather than inventing what is in it.
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
  const lines: string[] = [`**${shape.hook(topic)}**`];
  const context = [request.mediaContext.trim(), request.topicDetails.trim()].filter(Boolean);
  if (context.length > 0) lines.push(context.join('\n\n'));
  const points = shape.points(topic);
  if (points.length > 0) lines.push(points.map((p) => `- ${p}`).join('\n'));
  if (audience) lines.push(`Made for ${excerpt(audience, 80).replace(/[.!?]$/, '')}.`);
  lines.push(shape.closing);
  const name = profile.name.trim();
  const title = profile.professionalTitle.trim();
  if (name) lines.push(`— ${name}${title ? `, ${title}` : ''}`);
  return { title: shape.title(topic), content: lines.join('\n\n') };
}
