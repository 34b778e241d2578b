// The server's --role flag (api|worker|all).
import { describe, expect, it } from 'vitest';
import { parseCli } from '../src/cli';
import { ConfigError } from '../src/config';

describe('parseCli', () => {
  it('defaults to all and accepts each role in both flag forms', () => {
    expect(parseCli([])).toEqual({ role: 'all' });
    expect(parseCli(['--role', 'api'])).toEqual({ role: 'api' });
    expect(parseCli(['--role=worker'])).toEqual({ role: 'worker' });
  });

  it('rejects an unknown role or flag with one line', () => {
    expect(() => parseCli(['--role', 'web'])).toThrow(new ConfigError('Invalid arguments: --role must be all, api, worker'));
    expect(() => parseCli(['--verbose'])).toThrow(ConfigError);
  });
});
