import { languageFor } from '../../../contract/languages.ts';
import { measureVariant } from '../../../contract/platforms.ts';
import type { DraftedVariant, RefineRequest } from '../content-model.ts';
import { offlineFit } from './variants.ts';

/**
 * Refine, offline: deterministic rewrites a person can predict. Shorter keeps whole sentences up to
 * 60 % of the text; longer adds a line from the profile; playful and professional change the tone
 * marks; emoji are added or removed; a custom instruction is honoured only as far as it says shorter
 * or longer. The offline model cannot translate: it says so in the text, so nobody posts it unread.
 */
const EMOJI = /\p{Extended_Pictographic}(\u200d\p{Extended_Pictographic}|\ufe0f|\p{Emoji_Modifier})*/gu;
const sentencesOf = (text: string) => text.match(/[^.!?\n]+[.!?…]*[ \t]*\n*/g) ?? [text];

function shorter(text: string): string {
  const budget = Math.floor(text.length * 0.6);
  let kept = '';
  for (const sentence of sentencesOf(text)) {
    if ((kept + sentence).trim().length > budget) break;
    kept += sentence;
  }
  return kept.trim() || (sentencesOf(text)[0] ?? text).trim();
}

const withoutEmoji = (text: string) =>
  text
    .replace(EMOJI, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +\n/g, '\n')
    .trim();

function rewrite(request: RefineRequest): string {
  const { text } = request.variant;
  switch (request.instruction) {
    case 'shorter':
      return shorter(text);
    case 'longer': {
      const who = request.profile.name.trim();
      const audience = request.profile.targetAudience.trim().replace(/[.!?]$/, '');
      const extra = audience ? `Made with care for ${audience}.` : 'Made with care, every single time.';
      return `${text}\n\n${extra}${who ? ` — ${who}` : ''}`;
    }
    case 'playful':
      return `${text.replace(/\.(\s|$)/, '!$1')} 🎉`;
    case 'professional':
      return withoutEmoji(text).replace(/!+/g, '.');
    case 'add-emoji':
      return `✨ ${text} 🙌`;
    case 'no-emoji':
      return withoutEmoji(text);
    case 'translate':
      return `[Offline demo model: no translation into ${languageFor(request.language ?? 'en-US').label}. Configure a real model to translate.]\n\n${text}`;
    case 'custom':
      return /short|brief|concise|kürzer|court/i.test(request.custom ?? '') ? shorter(text) : text;
  }
}

export function offlineRefine(request: RefineRequest): DraftedVariant {
  const { platform, title, hashtags } = request.variant;
  const refined: DraftedVariant = { platform, title, text: rewrite(request), hashtags };
  const { length, limit } = measureVariant(platform, refined);
  return length <= limit ? refined : offlineFit(refined);
}
