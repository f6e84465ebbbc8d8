import { useMarkdownRenderer } from '@plume/ui';
import { type ReactElement, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { GuideSection } from '../../../../edge/features/guide/contract.ts';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { useRevealOnSelect } from '../../lib/useRevealOnSelect.ts';
import { guideErrors } from './api.ts';
import { GuideView } from './GuideView.tsx';
import { firstTopicOf, guideSearch, guideView, resolveSection, topicBody } from './guide.ts';
import { useGuide } from './useGuide.ts';

/**
 * SPEC §2 /how-to-use: three tabs, `section` and `topic` in the URL, a case-insensitive topic search
 * of the open tab, the topic list left and its detail right (copy, close).
 */
export default function GuideScreen(): ReactElement {
  const guide = useGuide();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [closed, setClosed] = useState(false);

  const params = { section: searchParams.get('section'), topic: searchParams.get('topic') };
  const view = guide.data ? guideView(guide.data, params, query, closed) : null;
  const section = view?.section ?? resolveSection(params.section);
  const Markdown = useMarkdownRenderer();
  const reveal = useRevealOnSelect(view?.selected?.id);

  // A person's choices are history entries (Back returns to the previous topic).
  const go = (next: GuideSection, topic: string | null) => navigate({ search: guideSearch(next, topic) });

  // A missing or unknown section/topic is corrected in place, so the URL always names what is shown.
  const canonical = view?.canonical ? guideSearch(view.canonical.section, view.canonical.topic) : null;
  useEffect(() => {
    if (canonical) navigate({ search: canonical }, { replace: true });
  }, [canonical, navigate]);

  // `closed` only means something while the URL names no topic; a topic in the URL (a click, a tab,
  // Back) ends it. Resetting it from the URL, not in the click handler, keeps the two in step: a
  // reset ahead of the URL would briefly select the first topic and overwrite the click.
  const hasTopic = params.topic !== null;
  useEffect(() => {
    if (hasTopic) setClosed(false);
  }, [hasTopic]);

  const changeTab = (next: GuideSection) => {
    go(next, guide.data ? (firstTopicOf(guide.data, next, query)?.topic ?? null) : null);
  };

  const selectTopic = (id: string) => {
    const topic = view?.visible.find((t) => t.id === id);
    if (!topic) return;
    reveal.request();
    go(section, topic.topic);
  };

  const close = () => {
    setClosed(true);
    go(section, null);
  };

  const selected = view?.selected ?? null;
  const copy = () => {
    if (selected) void copyText(topicBody(selected));
  };

  return (
    <GuideView
      section={section}
      onChangeTab={changeTab}
      status={guide.status === 'success' ? 'ready' : guide.status}
      loadError={guide.status === 'error' ? fetchErrorMessage(guide.error, guideErrors) : null}
      onRetry={guide.retry}
      query={query}
      onQueryChange={setQuery}
      topics={view?.visible ?? []}
      selected={selected && { id: selected.id, topic: selected.topic, body: topicBody(selected) }}
      onSelect={selectTopic}
      onCopy={copy}
      onClose={close}
      Markdown={Markdown}
      revealRef={reveal.ref}
    />
  );
}

async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch (error) {
    // Clipboard access can be refused (permissions, insecure origin); the text stays on screen.
    console.error('Copy failed', error);
  }
}
