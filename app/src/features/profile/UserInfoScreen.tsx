import { type ReactElement, useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { platformLabel } from '../../../../edge/contract/handles.ts';
import { useLoad } from '../../lib/query.ts';
import { SAMPLE_HANDLE } from '../../session/handles.ts';
import { useSession } from '../../session/session.ts';
import { fetchProfileTips } from './api.ts';
import { draftOf } from './draft.ts';
import { examplesKey } from './examples.ts';
import { platformOptions } from './handles.ts';
import { fetchHandleInsights, handleNotes } from './insights.ts';
import { languageOptions } from './languages.ts';
import { UserInfoView } from './UserInfoView.tsx';
import { useAccount } from './useAccount.ts';
import { useHandleExamples } from './useHandleExamples.ts';
import { useProfileEditor } from './useProfileEditor.ts';

/** /user-info and /user-info/:check — check 'true' opens edit mode (SPEC §2). */
export default function UserInfoScreen(): ReactElement | null {
  const { check } = useParams();
  const editing = check === 'true';
  const navigate = useNavigate();
  const { profile } = useSession();
  const leave = useCallback(() => navigate('/user-info', { replace: true }), [navigate]);
  const editor = useProfileEditor(profile, editing, leave);
  const tips = useLoad(['profile', 'tips'], fetchProfileTips);
  const account = useAccount();
  const examples = useHandleExamples(profile);
  // What was read of the handles, for read mode; keyed by the lists so a save reads it again.
  const insights = useLoad(
    ['profile', 'insights', profile?.your_handles, profile?.related_handles],
    fetchHandleInsights,
  );

  if (!profile) return null;
  // Read mode shows the stored profile through the same fields, read-only.
  const shown = editor.draft ?? draftOf(profile);
  const readOnly = !editing || editor.draft === null;
  const exampleItems = examples.items ?? [];
  const exampleOf = (key: string) => exampleItems.find((item) => examplesKey(item) === key);

  return (
    <UserInfoView
      editing={editing}
      profileCompletion={profile.profile_completion}
      shown={shown}
      readOnly={readOnly}
      saving={editor.status === 'saving'}
      canSave={editor.draft !== null}
      error={editor.error}
      handleErrors={editor.errors}
      handleNotes={
        insights.data && !editing
          ? {
              your_handles: handleNotes(insights.data, 'your_handles', profile.your_handles, new Date()),
              related_handles: handleNotes(
                insights.data,
                'related_handles',
                profile.related_handles,
                new Date(),
              ),
            }
          : undefined
      }
      tips={tips.data}
      languages={languageOptions}
      platforms={platformOptions}
      example={SAMPLE_HANDLE}
      onChange={(patch) => editor.setDraft((draft) => (draft ? { ...draft, ...patch } : draft))}
      onEdit={() => navigate('/user-info/true')}
      onBack={leave}
      onSave={() => void editor.save()}
      onNavigate={(href) => navigate(href)}
      examples={
        examples.items
          ? {
              items: exampleItems.map((item) => {
                const key = examplesKey(item);
                const edited = examples.editing?.key === key ? examples.editing : null;
                return {
                  key,
                  platform: platformLabel(item.type),
                  handle: item.reference,
                  own: item.list === 'your_handles',
                  examples: item.examples,
                  draft: edited?.draft ?? null,
                  saving: edited?.saving ?? false,
                  error: edited?.error ?? null,
                };
              }),
              onEdit: (key) => {
                const item = exampleOf(key);
                if (item) examples.edit(item);
              },
              onChange: (_, draft) => examples.change(draft),
              onSave: (key) => {
                const item = exampleOf(key);
                if (item) void examples.save(item);
              },
              onCancel: () => examples.cancel(),
            }
          : undefined
      }
      account={{
        balanceCents: Math.round(profile.current_balance * 100),
        email: profile.email,
        exporting: account.exporting,
        exportError: account.exportError,
        onDownload: account.download,
        deletionStep: account.step,
        code: account.code,
        deletionError: account.deletionError,
        onStartDeletion: account.start,
        onSendCode: account.sendCode,
        onCodeChange: account.setCode,
        onConfirm: account.confirm,
        onCancel: account.cancel,
      }}
    />
  );
}
