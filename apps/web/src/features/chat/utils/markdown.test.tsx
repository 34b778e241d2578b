import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { truncateLinkText } from '@k3/shared';
import { linkTarget, renderMarkdown } from './markdown';

function show(text: string) {
  const router = createMemoryRouter([{ path: '*', element: <p data-testid="answer">{renderMarkdown(text)}</p> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('answer');
}

describe('chat markdown (spec §5)', () => {
  it('renders bold and italic, nested, with both markers', () => {
    const answer = show('A **bold** and *italic*, __also bold__ and _also italic_, **bold with *italic* inside**.');
    expect([...answer.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'bold',
      'also bold',
      'bold with italic inside',
    ]);
    expect([...answer.querySelectorAll('em')].map((node) => node.textContent)).toEqual(['italic', 'also italic', 'italic']);
    expect(answer).toHaveTextContent('A bold and italic, also bold and also italic, bold with italic inside.');
  });

  it('leaves snake_case words, lone stars and unclosed markers as written', () => {
    const answer = show('my_wallet_name costs 2 * 3 and **unclosed');
    expect(answer.querySelector('strong, em')).toBeNull();
    expect(answer).toHaveTextContent('my_wallet_name costs 2 * 3 and **unclosed');
  });

  it('opens http(s) links in a new tab and app paths in place', () => {
    const answer = show('See [CoinGecko](https://www.coingecko.com/en/coins/bitcoin) and [the audit](/x-ray/bitcoin).');
    const external = screen.getByRole('link', { name: 'CoinGecko' });
    expect(external).toHaveAttribute('href', 'https://www.coingecko.com/en/coins/bitcoin');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'the audit' })).toHaveAttribute('href', '/x-ray/bitcoin');
    expect(answer).toHaveTextContent('See CoinGecko and the audit.');
  });

  it('cuts link text at 30 characters with an ellipsis, the whole text in the title', () => {
    const label = 'A very long link text that goes on and on';
    show(`[${label}](https://example.com)`);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent('A very long link text that goe…');
    expect(link).toHaveAttribute('title', label);
    expect(truncateLinkText('x'.repeat(30))).toBe('x'.repeat(30));
  });

  it('shows a script tag as text and never makes an element of it', () => {
    const answer = show('<script>alert(1)</script> <img src=x onerror=alert(1)> **<b>bold</b>**');
    expect(answer.querySelector('script, img, b')).toBeNull();
    expect(answer).toHaveTextContent('<script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b>');
  });

  it('keeps javascript:, data: and protocol-relative links as plain text', () => {
    const answer = show(
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [other host](//evil.example) [slash](/\\evil.example) [mail](mailto:a@b.c)',
    );
    expect(answer.querySelector('a')).toBeNull();
    expect(answer).toHaveTextContent('click data other host slash mail');
  });

  it('classifies link targets', () => {
    expect(linkTarget('JavaScript:alert(1)')).toBeNull();
    expect(linkTarget('https://')).toBeNull();
    expect(linkTarget('HTTPS://Example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    expect(linkTarget('/news?coin=btc')).toEqual({ kind: 'internal', to: '/news?coin=btc' });
  });
});
