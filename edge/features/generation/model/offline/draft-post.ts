import { FORMAT_NAMES, type ImageFacts } from '../../images/image-facts.ts';
import type { DraftedPost, PostRequest } from '../content-model.ts';
import { excerpt } from './context.ts';
import { styleShape } from './styles.ts';

/**
 * Post Drafting, offline: the person's own texts in the chosen style's shape, plus what the image's
 * header says (format, size, orientation) turned into advice on where the picture fits. The offline
 * model cannot see the picture, and the post says so rather than inventing its content.
 */

/** What the picture's shape suits; all from its header. */
function imageAdvice(image: ImageFacts): string[] {
  const { width, height, orientation } = image;
  const size = `${FORMAT_NAMES[image.mime]}, ${width} × ${height} px, ${orientation}`;
  const fit =
    orientation === 'portrait'
      ? 'A portrait picture fills the screen in Stories, Reels and TikTok; crop to 4:5 for a feed post.'
      : orientation === 'landscape'
        ? 'A landscape picture suits LinkedIn, X and Facebook as it is; crop to 4:5 or 1:1 for an Instagram feed post.'
        : 'A square picture fits every feed as it is, Instagram’s grid included.';
  const sharpness =
    Math.max(width, height) < 1080
      ? 'It is under 1080 px on its long side: feeds may show it soft, so use a larger original if you have one.'
      : 'It is large enough to stay sharp in every feed.';
  return [`Image: ${size}.`, fit, sharpness];
}

export function draftOfflinePost(request: PostRequest, image: ImageFacts | null): DraftedPost {
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
  if (profile.name.trim())
    lines.push(
      `— ${profile.name.trim()}${profile.professionalTitle.trim() ? `, ${profile.professionalTitle.trim()}` : ''}`,
    );
  if (request.additionalInstructions.trim()) {
    lines.push(`> Your instructions for this draft: ${excerpt(request.additionalInstructions, 240)}`);
  }
  if (image)
    lines.push(
      imageAdvice(image)
        .map((a) => `- ${a}`)
        .join('\n'),
    );
  lines.push(
    `_Drafted by the offline demo model from your texts${image ? ' and the image’s size and shape' : ''} (${request.style.label} style); it does not look at pictures. Connect a real model for a description of what is in the photo._`,
  );
  return { title: shape.title(topic), content: lines.join('\n\n') };
}
