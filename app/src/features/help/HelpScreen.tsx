import {
  Box,
  Columns,
  DetailPanel,
  EmptyState,
  Heading,
  Icons,
  LinkButton,
  LoadError,
  PageHeader,
  SelectableList,
  Stack,
} from '@plume/ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchErrorMessage } from '../../lib/errors.ts';
import { loginHref } from '../../lib/safeNext.ts';
import { useMarkdown } from '../../lib/useMarkdown.ts';
import { useRevealOnSelect } from '../../lib/useRevealOnSelect.ts';
import { useSession } from '../../session/session.ts';
import { SupportMessageBox } from '../support/SupportMessageBox.tsx';
import { faqErrors } from './api.ts';
import { useFaqs } from './useFaqs.ts';

/** SPEC §2 /help-and-support: FAQ list (first selected), the answer as Markdown, a message box. */
export default function HelpScreen(): ReactElement {
  const faqs = useFaqs();
  const Markdown = useMarkdown();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const loading = faqs.status === 'loading';
  // What sits under the list waits for it (its length) and for the answer's renderer.
  const settled = !loading && (faqs.status === 'error' || Markdown !== null);
  const list = faqs.data ?? [];
  const selected = list.find((faq) => faq.id === selectedId) ?? list[0];
  const reveal = useRevealOnSelect(selected?.id);
  const select = (id: string) => {
    reveal.request();
    setSelectedId(id);
  };

  return (
    <Stack space="lg">
      <PageHeader
        title="Help Centre"
        description="Answers to the questions creators ask most, and a way to reach the Plume team."
      />
      {faqs.status === 'error' ? (
        <LoadError onRetry={faqs.retry}>{fetchErrorMessage(faqs.error, faqErrors)}</LoadError>
      ) : null}
      {faqs.status !== 'error' ? (
        <Columns template="listDetail" space="xl">
          <Stack space="md">
            <SelectableList
              label="Frequently asked questions"
              items={list.map((faq) => ({ id: faq.id, title: faq.question }))}
              selectedId={selected?.id ?? null}
              onSelect={select}
              loading={loading}
              skeletonCount={6}
              loadingLabel="Loading questions…"
              emptyText="No questions yet."
            />
          </Stack>
          {/* How long the list grows is known only once it has loaded. The answer (under the list on
              a phone) and the message box wait for it, so the list never pushes them down. */}
          {settled && Markdown ? (
            <Box minWidth={0} position={{ wide: 'sticky' }} top={{ wide: 'xl' }}>
              {selected ? (
                <DetailPanel ref={reveal.ref} title={selected.question}>
                  <Markdown>{selected.answer}</Markdown>
                </DetailPanel>
              ) : null}
            </Box>
          ) : null}
        </Columns>
      ) : null}
      {settled ? <MessageSection /> : null}
    </Stack>
  );
}

/**
 * SPEC §2 message box. Answering needs an account (a reply address, and the wallet and generations to
 * look into), so a visitor is asked to log in first and comes back here afterwards.
 */
function MessageSection(): ReactElement {
  const { profile } = useSession();
  const navigate = useNavigate();
  return (
    <Stack component="section" space="sm" aria-labelledby="help-message-heading">
      <Heading level="2" id="help-message-heading">
        Send us a message
      </Heading>
      {profile ? (
        <SupportMessageBox headingLevel={3} />
      ) : (
        <EmptyState
          icon={<Icons.Inbox size="lg" />}
          title="Sign in to send us a message"
          description="We answer every message from a signed-in account, so we can look into your wallet and generations."
          action={
            <LinkButton href={loginHref('/help-and-support')} onNavigate={(href) => navigate(href)}>
              Log in
            </LinkButton>
          }
        />
      )}
    </Stack>
  );
}
