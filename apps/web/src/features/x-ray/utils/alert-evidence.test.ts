// Where an alert's evidence link may lead: an in-app path through the router, an https page outside, anything else
// shown as text — including paths browsers would read as another host.
import { describe, expect, it } from 'vitest';
import { evidenceTarget } from './alert-evidence';

const link = (value: string) => evidenceTarget({ kind: 'link', label: 'newsStory', value });

describe('evidenceTarget', () => {
  it('routes an in-app path and opens an https page', () => {
    expect(link('/news/3f2a')).toEqual({ type: 'route', to: '/news/3f2a' });
    expect(link('https://eth.blockscout.com/token/0xabc')).toEqual({
      type: 'external',
      href: 'https://eth.blockscout.com/token/0xabc',
    });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'data:text/html,x',
    'http://plain.example',
  ])('shows %j as text, never as a link', (value) => {
    expect(link(value)).toEqual({ type: 'text' });
  });
});
