import { describe, expect, it } from 'vitest';
import { pageLinks } from './html-links.ts';
import { htmlToText } from './html-text.ts';

describe('htmlToText', () => {
  it('turns paragraphs into blank lines, <br> into line breaks and links into their text', () => {
    const mastodon =
      '<p>New loaf day! <a href="https://bakery.example/tags/sourdough" class="mention hashtag" rel="tag">#<span>sourdough</span></a></p>' +
      '<p>Recipe: <a href="https://bakery.example/recipe" rel="nofollow noopener" target="_blank"><span class="invisible">https://</span><span class="ellipsis">bakery.example/reci</span><span class="invisible">pe</span></a><br />Enjoy &amp; share 🍞</p>';
    expect(htmlToText(mastodon)).toBe(
      'New loaf day! #sourdough\n\nRecipe: https://bakery.example/recipe\nEnjoy & share 🍞',
    );
  });

  it('keeps no text from script, style or template, even when malformed', () => {
    expect(
      htmlToText(
        '<p>Hi</p><script>alert("x")</script><style>p{}</style><template><b>t</b></template><p>there',
      ),
    ).toBe('Hi\n\nthere');
    expect(htmlToText('<script>never closed')).toBe('');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlToText('&lt;script&gt;x&lt;/script&gt; &amp;amp;')).toBe('<script>x</script> &amp;');
  });
});

describe('pageLinks', () => {
  it('finds announced RSS, Atom and JSON feeds and the canonical URL, resolved against the page', () => {
    const page = `<html><head>
      <link rel="canonical" href="https://www.youtube.test/channel/UC0123456789abcdefghijkl">
      <link rel="alternate" type="application/rss+xml" title="RSS" href="/feeds/videos.xml?channel_id=UC0123456789abcdefghijkl">
      <link rel="Alternate" type="application/atom+xml" href="https://blog.example/atom.xml">
      <link rel="alternate" type="application/feed+json" href="feed.json">
      <link rel="alternate" hreflang="de" href="/de/">
      <link rel="stylesheet" href="/s.css">
    </head><body></body></html>`;
    expect(pageLinks(page, 'https://www.youtube.test/@crumbco')).toEqual({
      feeds: [
        'https://www.youtube.test/feeds/videos.xml?channel_id=UC0123456789abcdefghijkl',
        'https://blog.example/atom.xml',
        'https://www.youtube.test/feed.json',
      ],
      canonical: 'https://www.youtube.test/channel/UC0123456789abcdefghijkl',
    });
  });
});
