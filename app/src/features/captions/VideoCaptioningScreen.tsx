import type { ReactElement } from 'react';
import type { RecentCaption } from '../../../../edge/features/captions/contract.ts';
import { copyText } from '../../lib/download.ts';
import { isNew } from '../../lib/newThisSession.ts';
import { recentListData } from '../../lib/recentListData.ts';
import { useRecentList } from '../../lib/useRecentList.ts';
import { captionListErrors, deleteAllCaptions, deleteCaption, fetchRecentCaptions } from './api.ts';
import { VideoCaptioningView } from './VideoCaptioningView.tsx';

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
    labels: { one: 'Caption deleted.', all: 'Recent captions cleared.' },
  });

  return (
    <VideoCaptioningView
      recent={recentListData(recent, captionListErrors)}
      isNew={(id) => isNew('media-captions', id)}
      onCopyLink={(caption) => copyText(absolute(caption.content_url))}
      onDelete={(id) => void recent.removeOne(id)}
    />
  );
}
