/**
 * What a person pastes into Instagram or LinkedIn is shown literally: `**bold**` stays two asterisks.
 * The prompt asks for plain text; this removes what slips through anyway (emphasis markers, heading
 * hashes, list dashes, bracketed links) and lifts a trailing line of hashtags into the hashtag list,
 * so `text` holds the words and `hashtags` the tags, as the platform shows them.
 */
export function plainText(text: string): { text: string; hashtags: string[] } {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\*\*(.+?)\*\*/gs, '$1')
    .replace(/__(.+?)__/gs, '$1')
    .replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g, '$1 $2')
    .split('\n')
    .map((line) => line.replace(/^\s{0,3}#{1,6}\s+/, '').replace(/^(\s*)[-*]\s+/, '$1• '));
  const hashtags: string[] = [];
  while (lines.length > 0) {
    const last = (lines.at(-1) ?? '').trim();
    if (last === '') {
      lines.pop();
      continue;
    }
    const words = last.split(/\s+/);
    if (!words.every((w) => /^#[\p{L}\p{N}_]+$/u.test(w))) break;
    hashtags.unshift(...words.map((w) => w.slice(1)));
    lines.pop();
  }
  return {
    text: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    hashtags,
  };
}
