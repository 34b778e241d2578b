// Agent K's markdown as Telegram HTML: the web chat's rules (bold, italic, safe links, everything else escaped text),
// and long answers cut into messages Telegram accepts.
import { describe, expect, it } from 'vitest';
import { markdownPages, paginate, parseMarkdown, renderRuns } from './markdown';

const ORIGIN = 'https://k3.test';
const html = (text: string) => renderRuns(parseMarkdown(text, ORIGIN));

describe('markdown to Telegram HTML', () => {
  it('keeps bold, italic and links, and escapes everything else', () => {
    expect(html('Your portfolio is worth **$12,345.67** (*+2.5 %* today).')).toBe(
      'Your portfolio is worth <b>$12,345.67</b> (<i>+2.5 %</i> today).',
    );
    expect(html('__Bold__ and _italic_, but snake_case_name stays')).toBe(
      '<b>Bold</b> and <i>italic</i>, but snake_case_name stays',
    );
    expect(html('**Kryll: [X-Ray](/x-ray/kryll)** & <b>not html</b>')).toBe(
      '<b>Kryll: </b><b><a href="https://k3.test/x-ray/kryll">X-Ray</a></b> &amp; &lt;b&gt;not html&lt;/b&gt;',
    );
    expect(html('[CoinDesk](https://www.coindesk.com/a?b=1&c="2")')).toBe(
      '<a href="https://www.coindesk.com/a?b=1&amp;c=%222%22">CoinDesk</a>',
    );
  });

  it('leaves a link to anything but http(s) or an app path as text, and cuts link text at 30 characters', () => {
    expect(html('[click](javascript:alert(1)) [x](//evil.test/a)')).toBe('click x');
    expect(html('[A very long title that goes on and on](https://news.test/1)')).toBe(
      '<a href="https://news.test/1">A very long title that goes on…</a>',
    );
  });

  it('shows an unfinished mark as typed (the answer is still streaming)', () => {
    expect(html('It is **impor')).toBe('It is **impor');
  });
});

describe('pages', () => {
  it('keeps a short answer in one page, with the footer in italics after a blank line', () => {
    expect(markdownPages('Hello **you**\n', ORIGIN, '1 kredit spent · 19 left')).toEqual([
      'Hello <b>you</b>\n\n<i>1 kredit spent · 19 left</i>',
    ]);
  });

  it('cuts a long answer at a line break, each page within the limit, a bold span bold on both sides', () => {
    const first = 'a'.repeat(30);
    const text = `${first}\n**${'b'.repeat(20)} ${'c'.repeat(20)}**`;
    const pages = paginate(parseMarkdown(text, ORIGIN), 50);
    const visible = pages.map((page) => page.replace(/<[^>]+>/g, ''));
    expect(visible.join('')).toBe(`${first}\n${'b'.repeat(20)} ${'c'.repeat(20)}`);
    for (const page of visible) expect(page.length).toBeLessThanOrEqual(50);
    expect(pages[0]).toBe(`${first}\n`);
    expect(pages[1]).toBe(`<b>${'b'.repeat(20)} ${'c'.repeat(20)}</b>`);
  });

  it('cuts a text without spaces at the limit, never inside an emoji', () => {
    const pages = paginate([{ text: `${'x'.repeat(9)}😀${'y'.repeat(5)}` }], 10);
    expect(pages).toEqual(['x'.repeat(9), `😀${'y'.repeat(5)}`]);
  });

  it('fits 4096 characters of visible text per page', () => {
    const pages = markdownPages(`${'word '.repeat(1000)}\n**${'& '.repeat(1000)}**`, ORIGIN);
    expect(pages.length).toBe(2);
    for (const page of pages) {
      const visible = page.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
      expect(visible.length).toBeLessThanOrEqual(4096);
    }
  });
});
