import { textFileName } from '@plume/ui';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { postedText } from '../../../../edge/contract/platforms.ts';
import type { RecentPost } from '../../../../edge/features/library/contract.ts';
import { copyText, downloadBlob, downloadText } from '../../lib/download.ts';
import { postFileText } from '../../lib/platformPosts/fileText.ts';
import { queryClient } from '../../lib/query.ts';
import { fetchPostFiles } from './postFiles.ts';
import { copiesCaptionFirst, isShareCancelled, type ShareSupport, shareData, shareSupport } from './share.ts';

type SharedPost = Pick<RecentPost, 'id' | 'title' | 'content' | 'variants' | 'images'>;

const hasShareSheet = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/**
 * Share… and Download for the Recent panel's posts. Where the browser has a share sheet (phones),
 * each post's images are fetched as files as soon as it shows, so a tap on Share… opens the sheet at
 * once: a fetch between the tap and navigator.share would lose the tap's user activation and the
 * browser would refuse. Instagram, Facebook and TikTok drop shared text, so their caption is copied
 * first and the card says to paste it.
 */
export function useShare(posts: readonly SharedPost[], onFailed: (error: unknown) => void) {
  const sheet = hasShareSheet();
  const withImages = sheet ? posts.filter((post) => post.images.length > 0) : [];
  const loaded = useQueries(
    {
      queries: withImages.map((post) => ({
        queryKey: ['posts', 'share-files', post.id, ...post.images.map((i) => i.content_url)],
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          fetchPostFiles(textFileName(post.title, 'post'), post.images, signal),
        staleTime: Number.POSITIVE_INFINITY,
      })),
    },
    queryClient,
  );
  const files = new Map(withImages.map((post, i) => [post.id, loaded[i]?.data ?? null]));
  const [captionCopied, setCaptionCopied] = useState<{ id: string; platform: string } | null>(null);

  /**
   * 'none' without a share sheet, and while a post's images are still loading: a tap then would share
   * the caption without them (fetching after the tap loses its user activation), so Share… appears
   * once they are here.
   */
  const support = (post: SharedPost): ShareSupport => {
    if (!sheet) return 'none';
    const ready = files.get(post.id);
    return ready === null ? 'none' : shareSupport(navigator, ready ?? []);
  };

  const share = async (post: SharedPost, platform: string) => {
    const variant = post.variants.find((v) => v.platform === platform);
    if (!variant) return;
    const text = postedText(variant);
    try {
      // Before the sheet opens: once it has the focus, the page may no longer write the clipboard.
      if (copiesCaptionFirst(platform)) {
        await copyText(text);
        setCaptionCopied({ id: post.id, platform });
      }
      await navigator.share(shareData(text, files.get(post.id) ?? []));
    } catch (error) {
      if (!isShareCancelled(error)) onFailed(error);
    }
  };

  /** The .txt named after the title (a section per platform), then each image as a file. */
  const download = useCallback(
    async (post: SharedPost) => {
      const name = textFileName(post.title, 'post');
      downloadText(name, postFileText(post));
      if (post.images.length === 0) return;
      try {
        for (const file of await fetchPostFiles(name, post.images)) downloadBlob(file.name, file);
      } catch (error) {
        onFailed(error);
      }
    },
    [onFailed],
  );

  return {
    support,
    share,
    download,
    captionCopiedFor: (id: string) => (captionCopied?.id === id ? captionCopied.platform : null),
  };
}
