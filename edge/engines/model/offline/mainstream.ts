import type { Concept } from '../content-model.ts';
import type { WritingContext } from './context.ts';
import { bullets, detailsFooter, type PostParts } from './post-format.ts';

/**
 * Mainstream concepts: formats that reliably perform for a creator's existing audience. Each is a
 * function of the profile, so the same template reads differently for a baker and a lawyer.
 */
/** A concept and the parts of its post; the model writes the parts once per platform asked for. */
export type ConceptTemplate = (c: WritingContext) => { concept: Concept; post: PostParts };

const proof = (c: WritingContext) =>
  c.testimonial
    ? `One client put it this way: “${c.testimonial}”`
    : `Show one result you are proud of, with numbers if you have them.`;

const behindTheWork: ConceptTemplate = (c) => ({
  concept: {
    Title: `A day in the work of ${c.aTitle}`,
    Concept: `Take ${c.audience} behind the scenes of how you work as ${c.aTitle}: the parts nobody sees, the choices you make and why. People trust what they can watch being made.`,
    Details: `Walk through one real piece of work from start to finish in three beats: the brief, the messy middle, the result.${c.background ? ` Anchor it in your story: ${c.background}` : ''}\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Film or photograph while you work, not afterwards; small imperfections make it believable.',
      'Name one decision in the middle and say why you made it.',
      'End on the result next to the starting point.',
    ]),
    'Media Inspiration': `Close-ups of your hands and tools, a wide shot of your workspace, and one before/after pair, shot in natural light; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: `Behind the scenes: how ${c.aTitle} really works`,
    hook: `Most people only see the finished result. Here is what happens before it.`,
    points: [
      'The brief: what the client actually asked for.',
      'The messy middle: the decision that changed everything.',
      'The result, and what I would keep next time.',
    ],
    closing: `This is how I work for ${c.audience}.`,
    tags: ['behindthescenes'],
  },
});

const mythVsFact: ConceptTemplate = (c) => ({
  concept: {
    Title: `3 myths ${c.audience} still believe`,
    Concept: `Correct three common misconceptions in your field, one at a time, with the fact that replaces each. It positions you as the ${c.title} who tells the truth.`,
    Details: `Pick myths you hear from real people (comments, sales calls, DMs). For each: state the myth plainly, say why it sounds right, give the fact and one example from your own work.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Lead with the most surprising myth.',
      'Keep each correction to two sentences.',
      'Invite people to share a myth you missed: it doubles as research for your next post.',
    ]),
    'Media Inspiration': `Bold "MYTH" / "FACT" title cards in your brand colours, or a talking-head clip with the myth as on-screen text; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: `3 myths about what ${c.aTitle} does`,
    hook: `Three things ${c.audience} are told that simply are not true.`,
    points: [
      'Myth 1: it has to be expensive to be good. Fact: the right process matters more than the price tag.',
      'Myth 2: you need to start big. Fact: small, consistent steps win.',
      'Myth 3: experts never make mistakes. Fact: they just catch them sooner.',
    ],
    closing: 'Which one did you believe?',
    tags: ['myths'],
  },
});

const clientStory: ConceptTemplate = (c) => ({
  concept: {
    Title: 'The client story: from problem to result',
    Concept: `Tell one client's journey as a short story: where they started, what you did together and what changed. Social proof from ${c.audience} speaks louder than any claim.`,
    Details: `${proof(c)}\n\nStructure: the situation before (one sentence), the turning point (what you did differently), the outcome (specific and measurable), and what it means for the viewer.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Ask the client for permission and, if possible, a photo or short clip.',
      'Use their words, not yours, for the result.',
      'Finish with who else this would help.',
    ]),
    'Media Inspiration': `A split-screen or two-photo comparison (before and after), a screenshot of the kind message, or the client on camera for ten seconds; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'What changed for one of my clients',
    hook: c.testimonial ? `“${c.testimonial}”` : 'A client came to me stuck. Here is what changed.',
    points: [
      'Where they started, and why it was hard.',
      'The one thing we did differently.',
      'The result they can see today.',
    ],
    closing: `If this sounds like you, it could be your story too.`,
    tags: ['clientstory'],
  },
});

const mistakes: ConceptTemplate = (c) => ({
  concept: {
    Title: `The 3 most common mistakes (and quick fixes)`,
    Concept: `A list post of the mistakes you see ${c.audience} make most often, each with a fix they can apply today. Useful, saveable and easy to share.`,
    Details: `Choose mistakes that cost people time or money. For each: the mistake, the sign you are making it, and the fix in one step.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Number the mistakes; numbered lists get saved and shared.',
      'Make each fix doable in under ten minutes.',
      'Offer a deeper guide or a call for people who want more.',
    ]),
    'Media Inspiration': `A carousel with one mistake per slide and a red-cross / green-tick visual, or a fast-cut video pointing at each mistake; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: `3 mistakes I see ${c.audience} make`,
    hook: 'Stop doing these three things, starting today.',
    points: [
      'Mistake 1: waiting for perfect. Fix: ship a first version this week.',
      'Mistake 2: doing it all alone. Fix: ask one expert one question.',
      'Mistake 3: skipping the basics. Fix: write down your next three steps.',
    ],
    closing: 'Save this so you can check yourself next month.',
    tags: ['tips'],
  },
});

const quickHowTo: ConceptTemplate = (c) => ({
  concept: {
    Title: 'A 60-second how-to from your daily work',
    Concept: `Teach one small, concrete skill from your work as ${c.aTitle} that ${c.audience} can use right away. Quick wins earn follows.`,
    Details: `Pick a task you do so often you no longer think about it. Show it in 3–5 steps, each with one visual, and finish with the result.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Say the promise in the first line: "how to … in 60 seconds".',
      'One step per slide or per cut.',
      'Mention the most common slip at the step where it happens.',
    ]),
    'Media Inspiration': `Top-down shots of each step, numbered overlays, and the finished result as the cover; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'How to do it in 60 seconds',
    hook: `A quick skill for ${c.audience}, in under a minute.`,
    points: [
      'Step 1: set up what you need before you start.',
      'Step 2: do the core move slowly once, then at speed.',
      'Step 3: check the result against one simple test.',
    ],
    closing: 'Try it today and show me your result.',
    tags: ['howto'],
  },
});

const faq: ConceptTemplate = (c) => ({
  concept: {
    Title: 'The question I get asked most',
    Concept: `Answer the single question ${c.audience} ask you most, fully and honestly. It saves you time in DMs and shows your expertise.`,
    Details: `Open with the question in the asker's own words. Answer in three parts: the short answer, the "it depends" factors, and what you recommend for most people.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Collect the exact wording from comments or messages.',
      'Give the short answer first; details after.',
      'Pin the post or add it to a highlight so you can link to it.',
    ]),
    'Media Inspiration': `A screenshot of the question (names hidden) as the opener, then you answering to camera; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'Your most asked question, answered',
    hook: 'I get this question every week, so here is the full answer.',
    points: ['The short answer.', 'What it depends on.', 'What I recommend for most people.'],
    closing: 'Ask your next question in the comments.',
    tags: ['faq'],
  },
});

export const MAINSTREAM_TEMPLATES: readonly ConceptTemplate[] = [
  behindTheWork,
  mythVsFact,
  clientStory,
  mistakes,
  quickHowTo,
  faq,
];
