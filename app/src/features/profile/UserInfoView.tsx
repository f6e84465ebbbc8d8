import {
  AccountPanel,
  type AccountPanelProps,
  Alert,
  Button,
  Columns,
  ExamplePosts,
  type HandleItem,
  HandleList,
  Heading,
  IconButton,
  Icons,
  type NavigateHandler,
  // Named apart from this file's TextField type (the textareas' field keys).
  TextField as OneLineField,
  PageHeader,
  ProgressBar,
  Select,
  type SelectOption,
  Stack,
  sprinkles,
  Text,
  TextareaField,
  Toggletip,
} from '@plume/ui';
import type { ReactElement } from 'react';
import {
  EXAMPLE_POST_MAX_CHARS,
  EXAMPLES_PER_HANDLE_MAX,
} from '../../../../edge/contract/handle-examples.ts';
import { HANDLES_PER_LIST_MAX, normaliseHandle } from '../../../../edge/contract/handles.ts';
import { PROFILE_MAX_CHARS, profileLabels } from '../../../../edge/contract/profile-fields.ts';

/** What the form holds: the text fields as typed, the handle lists as rows. */
export type ProfileDraft = {
  name: string;
  professional_title: string;
  background: string;
  target_audience: string;
  testimonials: string;
  brand_voice: string;
  language: string;
  /** Dollars as typed ('1.00'): below this the wallet panel warns and one mail goes out. */
  low_balance_threshold: string;
  your_handles: HandleItem[];
  related_handles: HandleItem[];
};

export type TextField =
  | 'name'
  | 'professional_title'
  | 'background'
  | 'target_audience'
  | 'testimonials'
  | 'brand_voice';

const textFields: { field: TextField; rows: number; wide?: boolean }[] = [
  { field: 'name', rows: 2 },
  { field: 'professional_title', rows: 2 },
  { field: 'background', rows: 5, wide: true },
  { field: 'target_audience', rows: 4 },
  { field: 'testimonials', rows: 4 },
  // Optional, and not part of completion: tone words, do's and don'ts sent with every run.
  { field: 'brand_voice', rows: 3, wide: true },
];

const HANDLE_LISTS = [
  { key: 'your_handles', label: 'Your handles' },
  { key: 'related_handles', label: 'Related handles' },
] as const;

type HandleListKey = (typeof HANDLE_LISTS)[number]['key'];

/** One handle's example posts as read mode shows them (see ExamplePosts). */
export type HandleExamplesItem = {
  /** Tells the handles apart (a handle may be in both lists). */
  key: string;
  platform: string;
  handle: string;
  own: boolean;
  examples: readonly string[];
  /** The texts being edited; null while not editing. */
  draft: readonly string[] | null;
  saving: boolean;
  error: string | null;
};

export type HandleExamplesSection = {
  items: readonly HandleExamplesItem[];
  onEdit: (key: string) => void;
  onChange: (key: string, draft: string[]) => void;
  onSave: (key: string) => void;
  onCancel: (key: string) => void;
};

/** Where the 'Learn more...' link of a label goes (SPEC §2: section user-info, topic the label). */
const learnMoreHref = (topic: string): string =>
  `/how-to-use?section=user-info&topic=${encodeURIComponent(topic)}`;

export type UserInfoViewProps = {
  /** /user-info/true: the fields are editable, with Back and Save. */
  editing: boolean;
  profileCompletion: number;
  /** What the fields show: the draft while editing, else the stored profile. */
  shown: ProfileDraft;
  readOnly: boolean;
  saving: boolean;
  /** Save waits until edit mode has its draft. */
  canSave: boolean;
  /** Why the last save failed; the edits stay on screen. */
  error: string | null;
  /** The rows the server would refuse, by index, with what fits. */
  handleErrors: Record<HandleListKey, Record<number, string>>;
  /** Read mode: what was read of each handle, by index (nothing until known). */
  handleNotes?: Record<HandleListKey, Record<number, string>>;
  /** Each label's tip by topic name, null until they have loaded (a pointer to the guide meanwhile). */
  tips: Readonly<Record<string, string>> | null;
  languages: readonly SelectOption[];
  platforms: readonly SelectOption[];
  /** The sample row an empty handle list shows. */
  example: HandleItem;
  onChange: (patch: Partial<ProfileDraft>) => void;
  onEdit: () => void;
  onBack: () => void;
  onSave: () => void;
  onNavigate: NavigateHandler;
  /** Read mode: example posts pasted per handle, each saved on its own (nothing until loaded). */
  examples?: HandleExamplesSection;
  /** Read mode: the Account section (Download my data, Delete account). */
  account?: AccountPanelProps;
};

/** /user-info and /user-info/true: the profile read-only with its completion, or its edit form (SPEC §2). */
export function UserInfoView({
  editing,
  profileCompletion,
  shown,
  readOnly,
  saving,
  canSave,
  error,
  handleErrors,
  handleNotes,
  examples,
  account,
  tips,
  languages,
  platforms,
  example,
  onChange,
  onEdit,
  onBack,
  onSave,
  onNavigate,
}: UserInfoViewProps): ReactElement {
  const help = (topic: string) => (
    <Toggletip
      label={`About ${topic}`}
      content={tips?.[topic] ?? `Tips for ${topic} are in the guide.`}
      link={{ href: learnMoreHref(topic), text: 'Learn more...', label: `Learn more about ${topic}` }}
      onNavigate={onNavigate}
    />
  );

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
                onClick={onBack}
                disabled={saving}
              />
              <Button
                iconStart={<Icons.Check size="sm" />}
                loading={saving}
                onClick={onSave}
                disabled={!canSave}
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
            <Button iconStart={<Icons.Pencil size="sm" />} onClick={onEdit}>
              Edit Profile
            </Button>
          }
        />
      )}

      {editing ? null : <ProgressBar label="Profile completion" value={profileCompletion} />}
      {error ? <Alert tone="error">{error}</Alert> : null}

      <Columns
        component="form"
        template="halves"
        space="lg"
        aria-label={editing ? 'Edit user info' : 'User info'}
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly) onSave();
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
            onChange={(value) => onChange({ [field]: value })}
          />
        ))}
        <Select
          name="language"
          label={profileLabels.language}
          labelAccessory={help(profileLabels.language)}
          options={languages}
          value={shown.language}
          disabled={readOnly}
          onChange={(language) => onChange({ language })}
        />
        <OneLineField
          name="low_balance_threshold"
          label="Low-balance warning ($)"
          placeholder="1.00"
          value={shown.low_balance_threshold}
          readOnly={readOnly}
          maxLength={8}
          onChange={(low_balance_threshold) => onChange({ low_balance_threshold })}
        />
        {HANDLE_LISTS.map(({ key, label }) => (
          <HandleList
            key={key}
            className={sprinkles({ gridColumn: 'full' })}
            label={label}
            labelAccessory={help(label)}
            items={shown[key]}
            platforms={platforms}
            example={example}
            max={HANDLES_PER_LIST_MAX}
            readOnly={readOnly}
            errors={handleErrors[key]}
            notes={handleNotes?.[key]}
            normalise={normaliseHandle}
            onChange={(items) => onChange({ [key]: items })}
          />
        ))}
      </Columns>
      {editing || !examples || examples.items.length === 0 ? null : (
        <Stack space="md" component="section" aria-labelledby="example-posts-title">
          <Heading level="2" id="example-posts-title">
            Example posts
          </Heading>
          <Text tone="muted">
            Paste up to {EXAMPLES_PER_HANDLE_MAX} posts per handle: your own best ones (your voice) or a
            peer’s (what works for them), above all where Plume cannot read the network. They stay private to
            you and go to the model with every concept run.
          </Text>
          <Columns template="halves" space="md">
            {examples.items.map(({ key, ...item }) => (
              <ExamplePosts
                key={key}
                {...item}
                max={EXAMPLES_PER_HANDLE_MAX}
                maxChars={EXAMPLE_POST_MAX_CHARS}
                onEdit={() => examples.onEdit(key)}
                onChange={(draft) => examples.onChange(key, draft)}
                onSave={() => examples.onSave(key)}
                onCancel={() => examples.onCancel(key)}
              />
            ))}
          </Columns>
        </Stack>
      )}
      {editing || !account ? null : <AccountPanel {...account} />}
    </Stack>
  );
}
