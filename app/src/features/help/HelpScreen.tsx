import { useMarkdownRenderer } from '@plume/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { loginHref } from '../../lib/safeNext.ts';
import { useRevealOnSelect } from '../../lib/useRevealOnSelect.ts';
import { useSession } from '../../session/session.ts';
import { supportMessageProps } from '../support/supportMessageProps.ts';
import { useSupportMessage } from '../support/useSupportMessage.ts';
import { faqErrors } from './api.ts';
import { HelpView } from './HelpView.tsx';
import { useFaqs } from './useFaqs.ts';

/** SPEC §2 /help-and-support: the FAQs, the open answer, and the message box for a signed-in person. */
export default function HelpScreen(): ReactElement {
  const faqs = useFaqs();
  const Markdown = useMarkdownRenderer();
  const { profile } = useSession();
  const navigate = useNavigate();
  const message = useSupportMessage();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = faqs.data ?? [];
  const selected = list.find((faq) => faq.id === selectedId) ?? list[0];
  const reveal = useRevealOnSelect(selected?.id);

  return (
    <HelpView
      status={faqs.status === 'success' ? 'ready' : faqs.status}
      loadError={faqs.status === 'error' ? fetchErrorMessage(faqs.error, faqErrors) : null}
      onRetry={faqs.retry}
      faqs={list}
      selectedId={selected?.id ?? null}
      onSelect={(id) => {
        reveal.request();
        setSelectedId(id);
      }}
      Markdown={Markdown}
      revealRef={reveal.ref}
      message={profile ? supportMessageProps(message) : null}
      loginHref={loginHref('/help-and-support')}
      onNavigate={(href) => navigate(href)}
    />
  );
}
