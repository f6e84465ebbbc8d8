/**
 * Words as a person counts them, for the words-out-of-250 counters (SPEC §5, §9). Spaced languages
 * count by spaces; scripts written without spaces between words (Chinese, Japanese, Thai…) would
 * otherwise count a whole sentence as one word, so their runs are split at the platform's dictionary
 * word breaks. A run of punctuation or symbols alone ('—', '…', an emoji) is not a word.
 */

/** SPEC §9: the word limit the counters show for instruction and text boxes. */
export const WORD_LIMIT = 250;

const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const UNSPACED_SCRIPT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let segmenter: Intl.Segmenter | undefined;

function countUnspaced(run: string): number {
  // Every current browser, Node and Deno have Intl.Segmenter; without it the run counts once.
  if (typeof Intl.Segmenter !== 'function') return 1;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let count = 0;
  for (const segment of segmenter.segment(run)) if (segment.isWordLike) count += 1;
  return Math.max(count, 1);
}

/** 'Fresh bread, every morning.' → 4; '' and '  ' → 0; '今日は晴れです' → 4. */
export function countWords(text: string): number {
  let count = 0;
  for (const run of text.split(/\s+/u)) {
    if (!HAS_LETTER_OR_DIGIT.test(run)) continue;
    count += UNSPACED_SCRIPT.test(run) ? countUnspaced(run) : 1;
  }
  return count;
}
