import type { ConceptTemplate } from './mainstream.ts';
import { bullets, detailsFooter } from './post-format.ts';

/**
 * Offstream concepts: unexpected angles that stand out from what everyone in the niche posts —
 * contrarian takes, honest failures, collaborations with the related accounts.
 */

const unpopularOpinion: ConceptTemplate = (c) => ({
  concept: {
    Title: `An unpopular opinion about being ${c.aTitle}`,
    Concept: `Share one belief about your field that goes against the usual advice, and defend it with your own experience. Respectful disagreement starts conversations that algorithms reward.`,
    Details: `State the opinion in one sentence. Give the popular view fairly, then the moment that changed your mind, then what you do instead and what it gets you.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Disagree with an idea, never with a person.',
      'Back the claim with one concrete story.',
      'Answer the first ten comments yourself to keep the discussion going.',
    ]),
    'Media Inspiration': `Plain text on a bold background ("Unpopular opinion:") or a straight-to-camera take with no cuts; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'Unpopular opinion',
    hook: `Unpopular opinion: the standard advice for ${c.audience} is holding them back.`,
    points: [
      'What everyone says.',
      'What happened when I tried it.',
      'What I do instead, and why it works better for me.',
    ],
    closing: 'Agree or disagree? I read every reply.',
    tags: ['unpopularopinion'],
  },
});

const honestFailure: ConceptTemplate = (c) => ({
  concept: {
    Title: 'The mistake that taught me the most',
    Concept: `Tell the story of a real setback in your work as ${c.name === 'you' ? `${c.aTitle}` : `${c.name}, ${c.title}`} and the lesson it left. Vulnerability is rare in polished feeds, and it builds trust fast.`,
    Details: `${c.background ? `Start from your background — ${c.background} — and ` : 'Start '}pick a moment where things went wrong. Tell it in order: what you expected, what happened, how it felt, what you changed.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Keep the focus on the lesson, not the drama.',
      'Say what you would tell your past self in one line.',
      'Only share what you are comfortable with; honesty does not need every detail.',
    ]),
    'Media Inspiration': `An old photo or screenshot from that time next to today, or a quiet voice-over on b-roll of your work; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'My biggest mistake, and what it taught me',
    hook: 'I got this badly wrong once. Here is what it taught me.',
    points: [
      'What I expected to happen.',
      'What actually happened.',
      'The one habit I changed because of it.',
    ],
    closing: 'Everyone you admire has a story like this.',
    tags: ['lessonslearned'],
  },
});

const collaboration: ConceptTemplate = (c) => {
  const partner = c.related[0];
  return {
    concept: {
      Title: partner ? `A collaboration with ${partner}` : 'A collaboration with a neighbouring creator',
      Concept: `Team up with ${partner ?? 'a creator who serves the same people from a different angle'} for one piece of content that neither of you could make alone. Each of you meets the other's audience.`,
      Details: `Formats that work: a swap (each answers the other's most common question), a duet or stitch, or a joint live. Agree on the topic, who posts what, and when.${c.related.length > 1 ? `\n\nOther accounts on your list worth a message: ${c.related.slice(1, 4).join(', ')}.` : ''}\n\n${detailsFooter(c)}`,
      'Practical Tips': bullets([
        'Propose a concrete idea and date in your first message.',
        'Plan for both audiences: explain your own jargon.',
        'Cross-post or use a collab post so both accounts get the credit.',
      ]),
      'Media Inspiration': `A split-screen conversation, a "swap" with each of you in your own space, or a shared photo shoot; for ${c.platform.label}: ${c.platform.format}.`,
    },
    post: {
      title: partner ? `Together with ${partner}` : 'A creator collaboration',
      hook: `Two perspectives, one question that ${c.audience} keep asking.`,
      points: [
        'My answer, from my side of the work.',
        'Their answer, from theirs.',
        'Where we agree, and the one place we do not.',
      ],
      closing: 'Which answer works better for you?',
      tags: ['collab'],
    },
  };
};

const reverseTutorial: ConceptTemplate = (c) => ({
  concept: {
    Title: 'How to get it completely wrong (a reverse tutorial)',
    Concept: `Teach by doing the opposite: a tongue-in-cheek guide to failing at the thing you help ${c.audience} do well. Humour makes the real advice memorable.`,
    Details: `List 4–5 "steps to fail", each an exaggerated version of a real mistake. After each, flip it: "…or do this instead."\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Keep a straight face in delivery; the contrast is the joke.',
      'Make every flip practical.',
      'Close with the sincere version in one line.',
    ]),
    'Media Inspiration': `Over-the-top "wrong way" shots followed by clean "right way" shots, with a record-scratch cut between; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'How to fail, step by step',
    hook: 'Want guaranteed bad results? Follow these steps exactly.',
    points: [
      'Skip the planning. (Or: spend ten minutes on a plan.)',
      'Copy whatever is trending. (Or: adapt one idea to your own audience.)',
      'Never ask for feedback. (Or: ask three people this week.)',
    ],
    closing: 'Now do the opposite.',
    tags: ['reversetutorial'],
  },
});

const letterToFirstClient: ConceptTemplate = (c) => ({
  concept: {
    Title: 'A letter to the person I used to work for first',
    Concept: `Write an open letter to your very first client or customer: what you know now that you did not then. A personal format that shows how far your craft as ${c.aTitle} has come.`,
    Details: `Address them directly ("Dear first client…"). Mention one thing you would do differently, one thing you got right, and thank them.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Keep it warm and specific; leave out anything that identifies them.',
      'Read it aloud before posting; it should sound like you.',
      'Ask your audience who their first client was.',
    ]),
    'Media Inspiration': `A handwritten note photographed on your desk, or text over a slow pan of your earliest work; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'Dear first client',
    hook: 'Dear first client: thank you, and sorry.',
    points: [
      'What I would do differently today.',
      'What I somehow got right.',
      'What you taught me that I still use.',
    ],
    closing: `Everyone I work with today benefits from that first project.`,
    tags: ['gratitude'],
  },
});

const stoppedDoing: ConceptTemplate = (c) => ({
  concept: {
    Title: 'Things I stopped doing (and do not miss)',
    Concept: `Share the habits, tools or services you dropped as ${c.aTitle} and what replaced them. Subtraction stories stand out in a feed full of "add this".`,
    Details: `Pick three things. For each: what it was, why you dropped it, what you do instead and what it saves you.\n\n${detailsFooter(c)}`,
    'Practical Tips': bullets([
      'Be fair to what you dropped: it may suit others.',
      'Give a number for what you saved (hours, money, stress).',
      'Ask what others have stopped doing.',
    ]),
    'Media Inspiration': `A "crossed out" list graphic, or you putting each item into a box one by one; for ${c.platform.label}: ${c.platform.format}.`,
  },
  post: {
    title: 'Three things I stopped doing',
    hook: 'My work got better when I stopped doing these three things.',
    points: [
      'The first habit I dropped, and what replaced it.',
      'The tool I stopped paying for.',
      'The "rule" I stopped following.',
    ],
    closing: 'What have you stopped doing lately?',
    tags: ['lessons'],
  },
});

export const OFFSTREAM_TEMPLATES: readonly ConceptTemplate[] = [
  unpopularOpinion,
  honestFailure,
  collaboration,
  reverseTutorial,
  letterToFirstClient,
  stoppedDoing,
];
