import type { Meta, StoryObj } from '@storybook/react-vite';
import { type CSSProperties, type ReactElement, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  type HandleItem,
  HandleList,
  IconButton,
  Icons,
  PageHeader,
  ProgressBar,
  Select,
  TextareaField,
  Toggletip,
  vars,
} from '../../ui/src/index.ts';
import { backToTop, onNavigate, PatternShell, screen } from './PatternShell.tsx';

// /user-info as app/src/features/profile/UserInfoScreen.tsx composes it: read mode (the stored profile
// through the same fields, read-only, with its completion) and, after 'Edit Profile', edit mode with
// Save. Every label has a toggletip with its tip and a 'Learn more...' link into the guide.

type TextField = 'name' | 'professional_title' | 'background' | 'target_audience' | 'testimonials';
interface Profile extends Record<TextField, string> {
  language: string;
  your_handles: HandleItem[];
  related_handles: HandleItem[];
}

const fields: { field: TextField; label: string; rows: number; max: number; wide?: boolean }[] = [
  { field: 'name', label: 'Name or business name', rows: 2, max: 120 },
  { field: 'professional_title', label: 'Professional title', rows: 2, max: 120 },
  { field: 'background', label: 'Background', rows: 5, max: 2000, wide: true },
  { field: 'target_audience', label: 'Target audience', rows: 4, max: 2000 },
  { field: 'testimonials', label: 'Testimonials', rows: 4, max: 4000 },
];

const stored: Profile = {
  name: 'Bright Bakery',
  professional_title: 'Sourdough baker and café owner',
  background:
    'A family bakery in Lisbon since 2010: sourdough, pastéis de nata and seasonal cakes, baked in a wood oven every morning.',
  target_audience: 'Neighbours and commuters aged 25–45 who care where their bread comes from.',
  testimonials: '“The best crust in Alfama.” — Lisbon Eats',
  language: 'en-US',
  your_handles: [
    { platform: 'instagram', handle: 'brightbakery' },
    { platform: 'tiktok', handle: 'brightbakery.lx' },
  ],
  related_handles: [{ platform: 'instagram', handle: 'tartine' }],
};

const platforms = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'youtube', label: 'YouTube' },
  { value: 'x', label: 'X' },
  { value: 'linkedin', label: 'LinkedIn' },
];
const languages = [
  { value: 'en-US', label: 'English (US)' },
  { value: 'pt-PT', label: 'Portuguese (Portugal)' },
  { value: 'es-ES', label: 'Spanish (Spain)' },
];

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
};
const wide: CSSProperties = { gridColumn: '1 / -1' };

const onSave = fn();

function help(topic: string): ReactElement {
  return (
    <Toggletip
      label={`About ${topic}`}
      content={`Tips for ${topic} are in the guide.`}
      link={{
        href: `/how-to-use?section=user-info&topic=${encodeURIComponent(topic)}`,
        text: 'Learn more...',
        label: `Learn more about ${topic}`,
      }}
      onNavigate={onNavigate}
    />
  );
}

function UserInfo(): ReactElement {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(stored);
  const update = <K extends keyof Profile>(key: K, value: Profile[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  return (
    <PatternShell active="/user-info">
      <div style={screen}>
        {editing ? (
          <PageHeader
            title="Edit User Info"
            description="What you tell Plume here shapes every concept and post it writes for you."
            actions={
              <>
                <IconButton
                  label="Back to User Info"
                  icon={<Icons.ArrowLeft />}
                  onClick={() => setEditing(false)}
                />
                <Button iconStart={<Icons.Check size="sm" />} onClick={() => onSave(draft)}>
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
              <Button iconStart={<Icons.Pencil size="sm" />} onClick={() => setEditing(true)}>
                Edit Profile
              </Button>
            }
          />
        )}
        {editing ? null : <ProgressBar label="Profile completion" value={85} />}
        <form style={grid} aria-label={editing ? 'Edit user info' : 'User info'}>
          {fields.map(({ field, label, rows, max, wide: isWide }) => (
            <div key={field} style={isWide ? wide : undefined}>
              <TextareaField
                name={field}
                label={label}
                labelAccessory={help(label)}
                value={draft[field]}
                rows={rows}
                maxLength={max}
                readOnly={!editing}
                onChange={(value) => update(field, value)}
              />
            </div>
          ))}
          <Select
            name="language"
            label="Language"
            labelAccessory={help('Language')}
            options={languages}
            value={draft.language}
            disabled={!editing}
            onChange={(value) => update('language', value)}
          />
          {(['your_handles', 'related_handles'] as const).map((key) => (
            <div key={key} style={wide}>
              <HandleList
                label={key === 'your_handles' ? 'Your handles' : 'Related handles'}
                labelAccessory={help(key === 'your_handles' ? 'Your handles' : 'Related handles')}
                items={draft[key]}
                platforms={platforms}
                example={{ platform: 'instagram', handle: 'plume.studio' }}
                max={5}
                readOnly={!editing}
                onChange={(items) => update(key, items)}
              />
            </div>
          ))}
        </form>
      </div>
    </PatternShell>
  );
}

const meta = {
  title: 'Patterns/User Info',
  component: UserInfo,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
} satisfies Meta<typeof UserInfo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A person reads their profile, opens Edit Profile, changes their audience and saves. */
export const ReadThenEdit: Story = {
  play: async ({ canvasElement }) => {
    onSave.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    const audience = canvas.getByRole('textbox', { name: 'Target audience' });
    await expect(audience).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    const editable = canvas.getByRole('textbox', { name: 'Target audience' });
    await expect(editable).not.toHaveAttribute('readonly');
    await userEvent.clear(editable);
    await userEvent.type(editable, 'Weekend brunch crowds in Lisbon.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ target_audience: 'Weekend brunch crowds in Lisbon.' }),
    );
    backToTop(canvasElement);
  },
};
