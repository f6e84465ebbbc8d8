import {
  AccountPanel,
  Alert,
  Button,
  Columns,
  HandleList,
  IconButton,
  Icons,
  PageHeader,
  ProgressBar,
  Select,
  Stack,
  sprinkles,
  TextareaField,
  Toggletip,
} from '@plume/ui';
import { type ReactElement, useCallback } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { HANDLES_PER_LIST_MAX } from '../../../../edge/contract/handles.ts';
import { PROFILE_MAX_CHARS, profileLabels } from '../../../../edge/contract/profile-fields.ts';
import { useLoad } from '../../lib/query.ts';
import { SAMPLE_HANDLE } from '../../session/handles.ts';
import { useSession } from '../../session/session.ts';
import { fetchProfileTips, learnMoreHref } from './api.ts';
import { draftOf, type TextField } from './draft.ts';
import { normalise as normaliseRow, platformOptions } from './handles.ts';
import { languageOptions } from './languages.ts';
import { useAccount } from './useAccount.ts';
import { useProfileEditor } from './useProfileEditor.ts';

const textFields: { field: TextField; rows: number; wide?: boolean }[] = [
  { field: 'name', rows: 2 },
  { field: 'professional_title', rows: 2 },
  { field: 'background', rows: 5, wide: true },
  { field: 'target_audience', rows: 4 },
  { field: 'testimonials', rows: 4 },
];

const HANDLE_LISTS = [
  { key: 'your_handles', label: 'Your handles' },
  { key: 'related_handles', label: 'Related handles' },
] as const;

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

  if (!profile) return null;
  // Read mode shows the stored profile through the same fields, read-only.
  const shown = editor.draft ?? draftOf(profile);
  const readOnly = !editing || editor.draft === null;
  const saving = editor.status === 'saving';

  const help = (topic: string) => (
    <Toggletip
      label={`About ${topic}`}
      content={tips.data?.[topic] ?? `Tips for ${topic} are in the guide.`}
      link={{ href: learnMoreHref(topic), text: 'Learn more...', label: `Learn more about ${topic}` }}
      onNavigate={(href) => navigate(href)}
    />
  );
  const update = <K extends keyof typeof shown>(key: K, value: (typeof shown)[K]) =>
    editor.setDraft((draft) => (draft ? { ...draft, [key]: value } : draft));

  return (
    <Stack space="lg">
      {editing ? (
        <PageHeader
          title="Edit User Info"
          description="What you tell Plume here shapes every concept and post it writes for you."
          actions={
            <>
              <IconButton
                label="Back to User Info"
                icon={<Icons.ArrowLeft />}
                onClick={leave}
                disabled={saving}
              />
              <Button
                iconStart={<Icons.Check size="sm" />}
                loading={saving}
                onClick={() => void editor.save()}
                disabled={editor.draft === null}
              >
                Save
              </Button>
            </>
          }
        />
      ) : (
        <PageHeader
          title="User Info"
          description="The profile that feeds every generation: who you are, who you write for, your handles."
          actions={
            <Button iconStart={<Icons.Pencil size="sm" />} onClick={() => navigate('/user-info/true')}>
              Edit Profile
            </Button>
          }
        />
      )}

      {editing ? null : <ProgressBar label="Profile completion" value={profile.profile_completion} />}
      {editor.error ? <Alert tone="error">{editor.error}</Alert> : null}

      <Columns
        component="form"
        template="halves"
        space="lg"
        aria-label={editing ? 'Edit user info' : 'User info'}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) void editor.save();
        }}
      >
        {textFields.map(({ field, rows, wide: isWide }) => (
          <TextareaField
            key={field}
            className={isWide ? sprinkles({ gridColumn: 'full' }) : undefined}
            name={field}
            label={profileLabels[field]}
            labelAccessory={help(profileLabels[field])}
            value={shown[field]}
            rows={rows}
            maxLength={PROFILE_MAX_CHARS[field]}
            readOnly={readOnly}
            onChange={(value) => update(field, value)}
          />
        ))}
        <Select
          name="language"
          label={profileLabels.language}
          labelAccessory={help(profileLabels.language)}
          options={languageOptions}
          value={shown.language}
          disabled={readOnly}
          onChange={(value) => update('language', value)}
        />
        {HANDLE_LISTS.map(({ key, label }) => (
          <HandleList
            key={key}
            className={sprinkles({ gridColumn: 'full' })}
            label={label}
            labelAccessory={help(label)}
            items={shown[key]}
            platforms={platformOptions}
            example={SAMPLE_HANDLE}
            max={HANDLES_PER_LIST_MAX}
            readOnly={readOnly}
            errors={editor.errors[key]}
            normalise={normaliseRow}
            onChange={(items) => update(key, items)}
          />
        ))}
      </Columns>
      {editing ? null : (
        <AccountPanel
          balanceCents={Math.round(profile.current_balance * 100)}
          email={profile.email}
          exporting={account.exporting}
          exportError={account.exportError}
          onDownload={account.download}
          deletionStep={account.step}
          code={account.code}
          deletionError={account.deletionError}
          onStartDeletion={account.start}
          onSendCode={account.sendCode}
          onCodeChange={account.setCode}
          onConfirm={account.confirm}
          onCancel={account.cancel}
        />
      )}
    </Stack>
  );
}
