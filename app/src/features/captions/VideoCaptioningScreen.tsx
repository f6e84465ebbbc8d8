import { Button, CaptionItem, Heading, Icons, PageHeader, PostCardSkeleton, Stack } from '@plume/ui';
import type { ReactElement } from 'react';
import type { RecentCaption } from '../../../../edge/features/captions/contract.ts';
import { copyText } from '../../lib/download.ts';
import { isNew } from '../../lib/newThisSession.ts';
import { RecentList } from '../../lib/RecentList.tsx';
import { useRecentList } from '../../lib/useRecentList.ts';
import { captionListErrors, deleteAllCaptions, deleteCaption, fetchRecentCaptions } from './api.ts';

/** The address to copy: a stored path (/api/…) becomes a full link another tab can open. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * SPEC §2 /media-captioning (Video Captioning): announced only — the Media label and a disabled
 * 'Coming Soon' button — and the Recent list of captions (video or image, NEW, clamped text, open in a
 * new tab, copy link, delete, Clear all).
 */
export default function VideoCaptioningScreen(): ReactElement {
  const recent = useRecentList<RecentCaption>(['captions', 'recent'], {
    load: fetchRecentCaptions,
    deleteOne: deleteCaption,
    deleteAll: deleteAllCaptions,
  });

  return (
    <Stack space="lg">
      <PageHeader
        title="Video Captioning"
        description="Captions for your videos, written in your voice. Coming soon: your captioned media is listed below."
      />
      <Stack component="section" space="sm" align="left" aria-labelledby="captioning-media-heading">
        <Heading level="2" id="captioning-media-heading">
          Media
        </Heading>
        <Button disabled iconStart={<Icons.Video size="sm" />}>
          Coming Soon
        </Button>
      </Stack>

      <RecentList
        recent={recent}
        loadErrors={captionListErrors}
        skeleton={<PostCardSkeleton />}
        loadingLabel="Loading recent captions…"
        renderItem={(caption) => (
          <CaptionItem
            url={caption.content_url}
            text={caption.content_text}
            isNew={isNew('media-captions', caption.id)}
            deleting={recent.busyId === caption.id}
            onCopyLink={() => copyText(absolute(caption.content_url))}
            onDelete={() => void recent.removeOne(caption.id)}
          />
        )}
      />
    </Stack>
  );
}
