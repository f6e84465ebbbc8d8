/**
 * Real-shaped feed documents for the feed stand-in and the parser's tests: an RSS 2.0 blog feed
 * (escaped HTML, CDATA, content:encoded), a YouTube channel's Atom feed with media:group, a
 * Pinterest profile's RSS, a JSON Feed 1.1, and a "billion laughs" DOCTYPE.
 */

export const rssFeed = (base: string, count = 3) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Crumb &amp; Co. Bakery Blog</title>
  <link>${base}/</link>
  <atom:link href="${base}/feed.xml" rel="self" type="application/rss+xml"/>
  <description>Sourdough, seasonal bakes &amp; the people who eat them</description>
  ${Array.from(
    { length: count },
    (_, i) => `<item>
    <title>Bake ${i + 1}: Rhubarb &amp; custard buns</title>
    <link>${base}/posts/${i + 1}</link>
    <guid isPermaLink="true">${base}/posts/${i + 1}</guid>
    <pubDate>${new Date(Date.UTC(2026, 10, 20 - i, 8)).toUTCString()}</pubDate>
    <description>&lt;p&gt;Our &lt;em&gt;spring&lt;/em&gt; special.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>
    <content:encoded><![CDATA[<p>Our <em>spring</em> special is back &amp; better.</p><p>Two days of proving.<br>Worth it.</p><script>steal()</script>]]></content:encoded>
  </item>`,
  ).join('\n  ')}
  <item>
    <title>An item that links nowhere safe</title>
    <link>javascript:alert(1)</link>
    <pubDate>Mon, 17 Nov 2026 08:00:00 GMT</pubDate>
  </item>
</channel>
</rss>`;

export const youtubeFeed = (base: string, channelId: string) => `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="${base}/feeds/videos.xml?channel_id=${channelId}"/>
 <id>yt:channel:${channelId}</id>
 <yt:channelId>${channelId}</yt:channelId>
 <title>Crumb &amp; Co.</title>
 <link rel="alternate" href="${base}/channel/${channelId}"/>
 <author><name>Crumb &amp; Co.</name><uri>${base}/channel/${channelId}</uri></author>
 <published>2019-03-02T10:00:00+00:00</published>
 <entry>
  <id>yt:video:abc123</id>
  <yt:videoId>abc123</yt:videoId>
  <yt:channelId>${channelId}</yt:channelId>
  <title>Laminating croissant dough in 60 seconds</title>
  <link rel="alternate" href="${base}/watch?v=abc123"/>
  <author><name>Crumb &amp; Co.</name><uri>${base}/channel/${channelId}</uri></author>
  <published>2026-11-18T16:00:06+00:00</published>
  <updated>2026-11-19T02:11:40+00:00</updated>
  <media:group>
   <media:title>Laminating croissant dough in 60 seconds</media:title>
   <media:content url="${base}/v/abc123?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i.ytimg.test/vi/abc123/hqdefault.jpg" width="480" height="360"/>
   <media:description>Butter block, three folds, done. 🥐 #baking</media:description>
   <media:community>
    <media:starRating count="1843" average="5.00" min="1" max="5"/>
    <media:statistics views="48210"/>
   </media:community>
  </media:group>
 </entry>
 <entry>
  <id>yt:video:def456</id>
  <title>Shaping a batard</title>
  <link rel="alternate" href="${base}/watch?v=def456"/>
  <published>2026-11-11T16:00:00+00:00</published>
  <media:group>
   <media:description>Tension is everything.</media:description>
   <media:community><media:starRating count="920" average="5.00" min="1" max="5"/><media:statistics views="20111"/></media:community>
  </media:group>
 </entry>
</feed>`;

export const pinterestFeed = (base: string, user: string) => `<?xml version="1.0" encoding="utf-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>
<title>Crumb &amp; Co. (${user}) - Profile | Pinterest</title>
<link>${base}/${user}/</link>
<description>Breads, buns and bakes.</description>
<atom:link href="${base}/${user}/feed.rss" rel="self"/>
<language>en-us</language>
<lastBuildDate>Wed, 19 Nov 2026 12:00:00 GMT</lastBuildDate>
<item><title>Cardamom knots</title><link>${base}/pin/1122334455/</link>
<description>&lt;a href="${base}/pin/1122334455/"&gt;&lt;img src="https://i.pinimg.test/236x/aa/bb.jpg"&gt;&lt;/a&gt;Soft, sticky, Swedish.</description>
<pubDate>Wed, 19 Nov 2026 10:00:00 GMT</pubDate><guid>${base}/pin/1122334455/</guid></item>
<item><title>Seeded rye</title><link>${base}/pin/1122334466/</link>
<description>&lt;a href="${base}/pin/1122334466/"&gt;&lt;img src="https://i.pinimg.test/236x/cc/dd.jpg"&gt;&lt;/a&gt;</description>
<pubDate>Mon, 17 Nov 2026 10:00:00 GMT</pubDate><guid>${base}/pin/1122334466/</guid></item>
</channel></rss>`;

export const jsonFeed = (base: string) =>
  JSON.stringify({
    version: 'https://jsonfeed.org/version/1.1',
    title: 'Proof — a newsletter about bread',
    home_page_url: `${base}/`,
    feed_url: `${base}/feed.json`,
    description: 'Weekly notes from the bakery',
    items: [
      {
        id: '2',
        url: `${base}/issues/2`,
        title: 'Issue 2: Winter flours',
        content_html: '<p>Rye, spelt &amp; einkorn.</p><p>Which one when?</p>',
        date_published: '2026-11-21T07:00:00Z',
      },
      {
        id: '1',
        url: `${base}/issues/1`,
        title: 'Issue 1: Starter care',
        content_text: 'Feed it twice a day.',
        date_published: '2026-11-14T07:00:00Z',
      },
      { id: '0', content_text: 'An item with no URL at all' },
    ],
  });

/** Nine levels of ten: 10⁹ "lol"s (3 GB) if a parser expanded it. */
export function billionLaughs(): string {
  let doctype = '<!DOCTYPE rss [\n<!ENTITY lol "lol">\n';
  for (let level = 1; level <= 9; level++) {
    const previous = level === 1 ? 'lol' : `lol${level - 1}`;
    doctype += `<!ENTITY lol${level} "${`&${previous};`.repeat(10)}">\n`;
  }
  return `<?xml version="1.0"?>\n${doctype}]>\n<rss version="2.0"><channel><title>&lol9;</title><link>https://laughs.test/</link>
<item><title>&lol9;</title><link>https://laughs.test/1</link><description>&lol9; &amp; more</description></item></channel></rss>`;
}
