// Feed text and links made safe (issue 10 §1): markup and scripts gone, entities decoded, caps at word boundaries,
// http(s) links only, normalised for identity.
import { NEWS_TEXT_CAPS } from '@k3/shared';
import { describe, expect, it } from 'vitest';
import { capText, cleanDescription, cleanLabels, cleanTitle, htmlToText, normaliseLink, safeLink } from './clean';

describe('htmlToText', () => {
  it('drops markup, keeps words whole across inline tags and apart across block ones', () => {
    expect(htmlToText('<p>Bit<b>coin</b> rises</p><p>Ether <em>too</em></p>')).toBe('Bitcoin rises Ether too');
    expect(htmlToText('one<br>two<br/>three<li>four</li>')).toBe('one two three four');
  });

  it('drops script, style and other hidden content, and attributes with it', () => {
    const html =
      '<p>Safe</p><script>alert(1)</script><style>p{color:red}</style><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><iframe src="https://evil.test">frame text</iframe><noscript>ns</noscript>';
    const text = htmlToText(html);
    expect(text).toBe('Safe click');
    expect(text).not.toMatch(/alert|onerror|javascript|color|evil/);
  });

  it('decodes named, numeric and hexadecimal entities, once', () => {
    expect(htmlToText('Caf&eacute; &amp; cr&#232;me &#x2014; 5&nbsp;%')).toBe('Café & crème — 5 %');
    // An escaped entity in the source is text, not a second entity.
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });

  // Issue 22 §11: double-escaped markup (&amp;lt;script&amp;gt; in a feed, "&lt;script&gt;" once the XML is read)
  // used to come out as the literal text "<script>alert(1)</script>".
  it('reads text that still holds a tag once decoded again, so no tag ever leaves as text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;Hack')).toBe('Hack');
    expect(htmlToText('Funds &lt;b&gt;moved&lt;/b&gt; &lt;img src=x onerror=alert(1)&gt;today')).toBe('Funds moved today');
    // Escaped four times: the reader's passes run out, and what still looks like a tag opener loses its "<".
    const deep = '&amp;amp;amp;lt;script&amp;amp;amp;gt;x';
    expect(htmlToText(deep)).not.toMatch(/<[a-z]/i);
    // A less-than sign that opens no tag stays.
    expect(htmlToText('BTC &lt; $50k, ETH &lt;3')).toBe('BTC < $50k, ETH <3');
  });

  it('collapses whitespace and removes invisible characters', () => {
    expect(htmlToText('  a\n\n\tb \u00a0 c\u200b\u0000d  ')).toBe('a b cd');
  });

  // Issue 22 §11: C1 controls (U+0080–U+009F) used to survive cleaning.
  it('reads C1 controls as the Windows-1252 characters they stand for, and drops the five that stand for none', () => {
    expect(htmlToText('don\u0092t \u0093buy\u0094 \u0080 5 \u0096 now\u0085')).toBe('don’t “buy” € 5 – now…');
    expect(htmlToText('a\u0081b\u008dc\u008fd\u0090e\u009df')).toBe('abcdef');
    // The same characters as numeric references, which HTML already reads this way.
    expect(htmlToText('don&#146;t &#128;5')).toBe('don’t €5');
    for (let code = 0x80; code <= 0x9f; code += 1)
      expect(htmlToText(`x${String.fromCharCode(code)}y`)).not.toMatch(/[\u0080-\u009f]/);
  });

  it('keeps plain text, including a lone less-than sign', () => {
    expect(htmlToText('BTC < $50k, ETH > $2k')).toBe('BTC < $50k, ETH > $2k');
    expect(htmlToText('')).toBe('');
  });
});

describe('capText', () => {
  it('leaves a short text alone', () => {
    expect(capText('short', 10)).toBe('short');
    expect(capText('exactly10!', 10)).toBe('exactly10!');
  });

  it('cuts at a word boundary with an ellipsis, within the cap', () => {
    const out = capText('the quick brown fox jumps over the lazy dog', 20);
    expect(out).toBe('the quick brown fox…');
    expect(out.length).toBeLessThanOrEqual(20);
  });

  it('cuts a long word mid-word, never inside a surrogate pair', () => {
    expect(capText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
    const emoji = capText('😀'.repeat(10), 6);
    expect(emoji.length).toBeLessThanOrEqual(6);
    expect(emoji).toBe('😀😀…');
  });

  it('drops trailing punctuation before the ellipsis', () => {
    expect(capText('alpha, beta, gamma, delta', 14)).toBe('alpha, beta…');
  });
});

describe('cleanTitle and cleanDescription', () => {
  it('cap at NEWS_TEXT_CAPS', () => {
    const words = Array.from({ length: 400 }, (_, index) => `word${index}`).join(' ');
    const title = cleanTitle(`<b>${words}</b>`);
    const description = cleanDescription(words);
    expect(title.length).toBeLessThanOrEqual(NEWS_TEXT_CAPS.title);
    expect(title.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(NEWS_TEXT_CAPS.description);
    expect(description).toMatch(/^word0 word1 .* word\d+…$/);
  });

  it('read null and undefined as empty', () => {
    expect(cleanTitle(undefined)).toBe('');
    expect(cleanDescription(null)).toBe('');
  });
});

describe('cleanLabels', () => {
  it('gives plain text labels, blank and repeated ones dropped', () => {
    expect(cleanLabels(['Bitcoin', ' <b>DeFi</b> ', '', undefined, 'bitcoin', 'Caf&eacute;'])).toEqual([
      'Bitcoin',
      'DeFi',
      'Café',
    ]);
  });
});

describe('safeLink', () => {
  it('keeps absolute http(s) URLs, normalised', () => {
    expect(safeLink('HTTPS://News.Example.COM/Story?id=7&utm_source=rss&utm_medium=feed#comments')).toBe(
      'https://news.example.com/Story?id=7',
    );
    expect(safeLink(' http://example.com:80/a?utm_campaign=x ')).toBe('http://example.com/a');
    expect(safeLink('https://user:pass@example.com/a')).toBe('https://example.com/a');
  });

  it('keeps the query as written', () => {
    expect(safeLink('https://example.com/s?q=a%20b&utm_term=x&tag=c+d')).toBe('https://example.com/s?q=a%20b&tag=c+d');
  });

  it('refuses javascript:, data:, other schemes, relative and empty links', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'mailto:a@example.com',
      'file:///etc/passwd',
      'ftp://example.com/x',
      '/relative/story',
      'story.html',
      '//example.com/protocol-relative',
      '',
      '   ',
      null,
      undefined,
    ])
      expect(safeLink(link), String(link)).toBeNull();
  });
});

describe('normaliseLink', () => {
  it('gives one key for the same story written differently', () => {
    const key = normaliseLink('https://example.com/story/');
    expect(key).toBe('https://example.com/story');
    for (const variant of [
      'https://EXAMPLE.com/story',
      'https://example.com/story#top',
      'https://example.com/story/?utm_source=twitter',
      'https://example.com:443/story',
    ])
      expect(normaliseLink(variant), variant).toBe(key);
    expect(normaliseLink('https://example.com/')).toBe('https://example.com/');
    expect(normaliseLink('https://example.com/other')).not.toBe(key);
  });

  it('is null for an unsafe link', () => {
    expect(normaliseLink('javascript:alert(1)')).toBeNull();
  });
});
