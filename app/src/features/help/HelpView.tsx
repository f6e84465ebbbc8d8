import {
  Box,
  Columns,
  DetailPanel,
  EmptyState,
  Heading,
  Icons,
  LinkButton,
  LoadError,
  type Markdown,
  type NavigateHandler,
  SelectableList,
  Stack,
} from '@plume/ui';
import type { ReactElement, Ref } from 'react';
import type { Faq } from '../../../../edge/features/help/contract.ts';
import { ScreenView } from '../../lib/ScreenView.tsx';
import { type SupportMessage, SupportMessageView } from '../support/SupportMessageView.tsx';

export type HelpViewProps = {
  status: 'loading' | 'error' | 'ready';
  /** What a failed load says (SPEC §8 pair), with Retry. */
  loadError: string | null;
  onRetry: () => void;
  faqs: readonly Faq[];
  /** The open question (the first one until a person picks another). */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** The answers' renderer, null until it has loaded (the answer and message box wait for it). */
  Markdown: typeof Markdown | null;
  /** The answer's panel, scrolled into view after a pick on a phone. */
  revealRef?: Ref<HTMLElement>;
  /** The message box; null for a visitor, who is asked to log in first. */
  message: SupportMessage | null;
  loginHref: string;
  onNavigate: NavigateHandler;
};

/** SPEC §2 /help-and-support: FAQ list (first selected), the answer as Markdown, a message box. */
export function HelpView({
  status,
  loadError,
  onRetry,
  faqs,
  selectedId,
  onSelect,
  Markdown,
  revealRef,
  message,
  loginHref,
  onNavigate,
}: HelpViewProps): ReactElement {
  const loading = status === 'loading';
  // What sits under the list waits for it (its length) and for the answer's renderer.
  const settled = !loading && (status === 'error' || Markdown !== null);
  const selected = faqs.find((faq) => faq.id === selectedId);

  return (
    <ScreenView screen="help">
      {status === 'error' ? <LoadError onRetry={onRetry}>{loadError}</LoadError> : null}
      {status !== 'error' ? (
        <Columns template="listDetail" space="xl">
          <Stack space="md">
            <SelectableList
              label="Frequently asked questions"
              items={faqs.map((faq) => ({ id: faq.id, title: faq.question }))}
              selectedId={selected?.id ?? null}
              onSelect={onSelect}
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
                <DetailPanel ref={revealRef} title={selected.question}>
                  <Markdown>{selected.answer}</Markdown>
                </DetailPanel>
              ) : null}
            </Box>
          ) : null}
        </Columns>
      ) : null}
      {settled ? <MessageSection message={message} loginHref={loginHref} onNavigate={onNavigate} /> : null}
    </ScreenView>
  );
}

/**
 * SPEC §2 message box. Answering needs an account (a reply address, and the wallet and generations to
 * look into), so a visitor is asked to log in first and comes back here afterwards.
 */
function MessageSection({
  message,
  loginHref,
  onNavigate,
}: Pick<HelpViewProps, 'message' | 'loginHref' | 'onNavigate'>): ReactElement {
  return (
    <Stack component="section" space="sm" aria-labelledby="help-message-heading">
      <Heading level="2" id="help-message-heading">
        Send us a message
      </Heading>
      {message ? (
        <SupportMessageView message={message} headingLevel={3} />
      ) : (
        <EmptyState
          icon={<Icons.Inbox size="lg" />}
          title="Sign in to send us a message"
          description="We answer every message from a signed-in account, so we can look into your wallet and generations."
          action={
            <LinkButton href={loginHref} onNavigate={onNavigate}>
              Log in
            </LinkButton>
          }
        />
      )}
    </Stack>
  );
}
