/**
 * How each post style (edge/content/styles.json) opens, what its points are about and how it closes.
 * `topic` is what the post is about, as the person described it (or their title).
 */
export interface StyleShape {
  title: (topic: string) => string;
  hook: (topic: string) => string;
  points: (topic: string) => string[];
  closing: string;
}

const shapes: Record<string, StyleShape> = {
  'e-commerce': {
    title: (t) => `${t}: made for everyday use`,
    hook: (t) => `Meet ${t}.`,
    points: () => [
      'What it is and who it is for.',
      'The detail that makes the difference.',
      'How it fits into your day.',
    ],
    closing: 'Tap the link to get yours.',
  },
  storytelling: {
    title: (t) => `The story behind ${t}`,
    hook: (t) => `It started with a simple question about ${t}.`,
    points: () => ['Where it began.', 'The moment it nearly did not happen.', 'Where it stands today.'],
    closing: 'Every picture has a story. This is ours.',
  },
  educational: {
    title: (t) => `What to know about ${t}`,
    hook: (t) => `Three things most people do not know about ${t}.`,
    points: () => [
      'The basics, in one sentence.',
      'The common misunderstanding.',
      'The one thing worth remembering.',
    ],
    closing: 'Save this for later.',
  },
  promotional: {
    title: (t) => `${t}: for a limited time`,
    hook: (t) => `Now is the moment for ${t}.`,
    points: () => ['What you get.', 'Why now.', 'How to claim it.'],
    closing: 'Do not miss it — the offer will not last.',
  },
  'behind-the-scenes': {
    title: (t) => `Behind the scenes: ${t}`,
    hook: (t) => `You see the result. Here is how ${t} really comes together.`,
    points: () => [
      'The preparation nobody sees.',
      'The part that takes the longest.',
      'The small ritual that keeps it on track.',
    ],
    closing: 'Want more of the process? Tell me below.',
  },
  inspirational: {
    title: (t) => `A reminder about ${t}`,
    hook: () => 'Progress beats perfection, every single time.',
    points: (t) => [`${t} did not happen overnight.`, 'Each small step counted.', 'Yours will too.'],
    closing: 'Keep going.',
  },
  humorous: {
    title: (t) => `${t}: expectation vs reality`,
    hook: (t) => `Me, planning ${t}: "This will take five minutes."`,
    points: () => [
      'Minute 1: full of confidence.',
      'Minute 30: questioning everything.',
      'Hour 3: nailed it (mostly).',
    ],
    closing: 'Tag someone who has been there.',
  },
  'how-to': {
    title: (t) => `How to: ${t}`,
    hook: (t) => `${t}, step by step.`,
    points: () => [
      'Step 1: get ready.',
      'Step 2: do the main step slowly, once.',
      'Step 3: check the result and adjust.',
    ],
    closing: 'Try it and show me how it went.',
  },
  lifestyle: {
    title: (t) => `${t}, the everyday way`,
    hook: (t) => `A slow moment with ${t}.`,
    points: () => ['The setting.', 'The little detail that makes it.', 'How it fits into the day.'],
    closing: 'What does your version look like?',
  },
  announcement: {
    title: (t) => `Announcing: ${t}`,
    hook: (t) => `Big news: ${t} is here.`,
    points: () => ['What is new.', 'Who it is for.', 'When and where you can find it.'],
    closing: 'Share this with someone who has been waiting for it.',
  },
  testimonial: {
    title: (t) => `What people say about ${t}`,
    hook: () => 'Do not take our word for it.',
    points: () => ['The problem they had.', 'What changed.', 'The result, in their words.'],
    closing: 'Your story could be next.',
  },
  professional: {
    title: (t) => `Lessons from ${t}`,
    hook: (t) => `Here is what ${t} taught me about doing good work.`,
    points: () => ['The context.', 'The decision that mattered.', 'The lesson for anyone in a similar role.'],
    closing: 'What would you add from your own experience?',
  },
  conversational: {
    title: (t) => `Let us talk about ${t}`,
    hook: (t) => `Quick question about ${t} for all of you.`,
    points: () => [
      'Here is my take.',
      'Here is what I am unsure about.',
      'Here is what I would love to hear from you.',
    ],
    closing: 'Reply below — I read every one.',
  },
  minimalist: {
    title: (t) => t,
    hook: (t) => `${t}.`,
    points: () => [],
    closing: 'Nothing more to add.',
  },
};

/** Unknown styles (an operator added one to styles.json) read like the conversational one. */
export const styleShape = (value: string): StyleShape =>
  shapes[value] ?? (shapes.conversational as StyleShape);
