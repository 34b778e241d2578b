// spec §5 "Login code (manual or scanned)": the code is the last path segment of a scanned URL, 14 of A-Z0-9.
import { describe, expect, it } from 'vitest';
import { loginCodeFromInput, validLoginCode } from './camera-code';

describe('login code from a scanned or typed value', () => {
  it('takes the last path segment of a scanned URL', () => {
    expect(validLoginCode('https://k3.example/qauth/ABCDEFGHJK2345')).toBe('ABCDEFGHJK2345');
    expect(validLoginCode('http://127.0.0.1:4319/qauth/ABCDEFGHJK2345/')).toBe('ABCDEFGHJK2345');
    expect(validLoginCode('https://k3.example/qauth/ABCDEFGHJK2345?utm=x#top')).toBe('ABCDEFGHJK2345');
    expect(validLoginCode('/qauth/ABCDEFGHJK2345')).toBe('ABCDEFGHJK2345');
  });

  it('trims and upper-cases a typed code', () => {
    expect(validLoginCode('  abcdefghjk2345 \n')).toBe('ABCDEFGHJK2345');
    expect(loginCodeFromInput(' abc ')).toBe('ABC');
  });

  it('rejects anything but exactly 14 letters and digits', () => {
    for (const value of [
      '',
      '   ',
      'ABCDEFGHJK234',
      'ABCDEFGHJK23456',
      'ABCDEFG-JK2345',
      'ABCDEFGHJK 345',
      'https://k3.example/',
    ]) {
      expect(validLoginCode(value), value).toBeNull();
    }
    expect(validLoginCode('https://k3.example/qauth/ABCDEFGHJK2345/extra')).toBeNull();
    expect(validLoginCode('https://k3.example/qauth/%E0%A4%A')).toBeNull();
  });
});
