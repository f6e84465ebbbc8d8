import { expect, userEvent } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  type ProfileDraft,
  UserInfoView,
  type UserInfoViewProps,
} from '../../app/src/features/profile/UserInfoView.tsx';
import { HANDLE_TYPES } from '../../edge/contract/handles.ts';
import { LANGUAGES } from '../../edge/contract/languages.ts';
import { spies } from '../spies.ts';
import { backToTop, onNavigate } from './PatternShell.tsx';
import { patternRender } from './patternRender.tsx';

// /user-info's own view (app/src/features/profile/UserInfoView.tsx) with a fixture profile: read mode
// (the stored profile through the same fields, read-only, with its completion) and, after 'Edit
// Profile', edit mode with Save. Every label has a toggletip with its tip and a 'Learn more...' link
// into the guide.

const stored: ProfileDraft = {
  name: 'Bright Bakery',
  professional_title: 'Sourdough baker and café owner',
  background:
    'A family bakery in Lisbon since 2010: sourdough, pastéis de nata and seasonal cakes, baked in a wood oven every morning.',
  target_audience: 'Neighbours and commuters aged 25–45 who care where their bread comes from.',
  testimonials: '“The best crust in Alfama.” — Lisbon Eats',
  brand_voice: 'Warm and neighbourly, short sentences. Do name the bread. Don’t use hype words.',
  language: 'en-US',
  low_balance_threshold: '1.00',
  your_handles: [
    { platform: 'instagram', handle: 'brightbakery' },
    { platform: 'tiktok', handle: 'brightbakery.lx' },
  ],
  related_handles: [{ platform: 'instagram', handle: 'tartine' }],
};

const meta = preview.meta({
  title: 'Patterns/User Info',
  component: UserInfoView,
  // A pattern is reviewed as a whole screen in its story; it has no Docs page of its own.
  tags: ['!autodocs'],
  // The mode and the draft live in the args, as the container keeps them in the URL and its editor.
  render: patternRender(UserInfoView, { active: '/user-info' }, (args, updateArgs) => ({
    onChange: (patch) => {
      args.onChange(patch);
      updateArgs({ shown: { ...args.shown, ...patch } });
    },
    onEdit: () => {
      args.onEdit();
      updateArgs({ editing: true, readOnly: false });
    },
    onBack: () => {
      args.onBack();
      updateArgs({ editing: false, readOnly: true, shown: stored });
    },
  })),
  args: {
    editing: false,
    profileCompletion: 85,
    shown: stored,
    readOnly: true,
    saving: false,
    canSave: true,
    error: null,
    handleErrors: { your_handles: {}, related_handles: {} },
    tips: null,
    languages: LANGUAGES.map((l) => ({ value: l.code, label: l.label })),
    platforms: HANDLE_TYPES.map((p) => ({ value: p.type, label: p.label })),
    example: { platform: 'instagram', handle: 'plume.studio' },
    ...spies('onChange', 'onEdit', 'onBack', 'onSave'),
    onNavigate,
  },
});

/** A person reads their profile, opens Edit Profile, changes their audience and saves. */
export const ReadThenEdit = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '85',
    );
    const audience = canvas.getByRole('textbox', { name: 'Target audience' });
    await expect(audience).toHaveAttribute('readonly');
    // The optional brand voice sits with the other texts, sent with every run.
    await expect(canvas.getByRole('textbox', { name: 'Brand voice' })).toHaveValue(stored.brand_voice);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Edit User Info' })).toBeVisible();
    const editable = canvas.getByRole('textbox', { name: 'Target audience' });
    await expect(editable).not.toHaveAttribute('readonly');
    await userEvent.clear(editable);
    await userEvent.type(editable, 'Weekend brunch crowds in Lisbon.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalled();
    await expect(editable).toHaveValue('Weekend brunch crowds in Lisbon.');
    backToTop(canvasElement);
  },
});

const examples = {
  items: [
    {
      key: 'your_handles:instagram:brightbakery',
      platform: 'Instagram',
      handle: 'brightbakery',
      own: true,
      examples: [
        'Our first rhubarb tart of the spring.\nBaked at 6, gone by 9. Tomorrow we make twice as many.',
      ],
      draft: null,
      saving: false,
      error: null,
    },
    {
      key: 'your_handles:tiktok:brightbakery.lx',
      platform: 'TikTok',
      handle: 'brightbakery.lx',
      own: true,
      examples: [],
      draft: null,
      saving: false,
      error: null,
    },
    {
      key: 'related_handles:instagram:tartine',
      platform: 'Instagram',
      handle: 'tartine',
      own: false,
      examples: ['Country loaf, 48-hour ferment.', 'Morning buns are back. That’s the post.'],
      draft: ['Country loaf, 48-hour ferment.', 'Morning buns are back. That’s the post.'],
      saving: false,
      error: null,
    },
  ],
  ...spies('onEdit', 'onChange', 'onSave', 'onCancel'),
} satisfies UserInfoViewProps['examples'];

/** Read mode's example posts: quoted per handle, one of them open for editing. */
export const WithExamplePosts = meta.story({
  args: { examples },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Example posts' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Example posts for brightbakery' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add examples for brightbakery.lx' }));
    await expect(args.examples?.onEdit).toHaveBeenCalledWith('your_handles:tiktok:brightbakery.lx');
    await userEvent.click(canvas.getByRole('button', { name: 'Save examples for tartine' }));
    await expect(args.examples?.onSave).toHaveBeenCalledWith('related_handles:instagram:tartine');
    await expect(canvas.getByRole('textbox', { name: 'Example 2 for tartine' })).toHaveValue(
      'Morning buns are back. That’s the post.',
    );
  },
});
