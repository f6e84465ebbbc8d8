import type { PostImage } from '../../../../edge/features/posts/contract.ts';
import { imageFileName } from './share.ts';

/**
 * A post's images as Files named after its text file, read from the owner-only image URLs (the
 * session cookie goes along: same origin). What the share sheet and the download hand over.
 */
export async function fetchPostFiles(
  textFile: string,
  images: readonly Pick<PostImage, 'content_url'>[],
  signal?: AbortSignal,
): Promise<File[]> {
  return Promise.all(
    images.map(async (image, index) => {
      const response = await fetch(image.content_url, signal ? { signal } : {});
      if (!response.ok) throw new Error(`Image ${index + 1} could not be read (${response.status})`);
      const blob = await response.blob();
      return new File([blob], imageFileName(textFile, index, blob.type), { type: blob.type });
    }),
  );
}
