import { Button, CaptionItem, Heading, Icons, PostCardSkeleton, Stack } from '@plume/ui';
import type { ReactElement } from 'react';
import type { RecentCaption } from '../../../../edge/features/captions/contract.ts';
import { type RecentListData, RecentListView } from '../../lib/RecentListView.tsx';
import { ScreenView } from '../../lib/ScreenView.tsx';

export type VideoCaptioningViewProps = {
  recent: RecentListData<RecentCaption>;
  /** SPEC §2: made in this session (the NEW badge). */
  isNew: (id: string) => boolean;
  /** The promise, when there is one, lets the button say Copied once the copy is done. */
  onCopyLink: (caption: RecentCaption) => unknown;
  onDelete: (id: string) => void;
};

/**
 * /media-captioning: the Media section with its 'Coming Soon' button, then the Recent captions (media,
 * clamped text, open, copy link, delete; Clear all).
 */
export function VideoCaptioningView({
  recent,
  isNew,
  onCopyLink,
  onDelete,
}: VideoCaptioningViewProps): ReactElement {
  return (
    <ScreenView screen="videoCaptioning">
      <Stack component="section" space="sm" align="left" aria-labelledby="captioning-media-heading">
        <Heading level="2" id="captioning-media-heading">
          Media
        </Heading>
        <Button disabled iconStart={<Icons.Video size="sm" />}>
          Coming Soon
        </Button>
      </Stack>

      <RecentListView
        recent={recent}
        skeleton={<PostCardSkeleton />}
        loadingLabel="Loading recent captions…"
        renderItem={(caption) => (
          <CaptionItem
            url={caption.content_url}
            text={caption.content_text}
            isNew={isNew(caption.id)}
            deleting={recent.busyId === caption.id}
            onCopyLink={() => onCopyLink(caption)}
            onDelete={() => onDelete(caption.id)}
          />
        )}
      />
    </ScreenView>
  );
}
