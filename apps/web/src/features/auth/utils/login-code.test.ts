import { describe, expect, it } from 'vitest';
import { formatCountdown, isLoginCode, QR_COUNTDOWN_START_S, qrLoginUrl } from './login-code';

describe('login codes', () => {
  it('accepts exactly 14 uppercase letters and digits', () => {
    expect(isLoginCode('ABCDEFGHIJ1234')).toBe(true);
    expect(isLoginCode('0123456789ABCD')).toBe(true);
    expect(isLoginCode('ABCDEFGHIJ123')).toBe(false);
    expect(isLoginCode('ABCDEFGHIJ12345')).toBe(false);
    expect(isLoginCode('abcdefghij1234')).toBe(false);
    expect(isLoginCode('ABCDEFGHIJ-234')).toBe(false);
    expect(isLoginCode('')).toBe(false);
  });

  it('builds the QR link from the origin', () => {
    expect(qrLoginUrl('https://k3.example', 'ABCDEFGHIJ1234')).toBe('https://k3.example/qauth/ABCDEFGHIJ1234');
  });

  it('shows the countdown as mm:ss from 01:55 down to 00:00', () => {
    expect(formatCountdown(QR_COUNTDOWN_START_S)).toBe('01:55');
    expect(formatCountdown(60)).toBe('01:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(9.7)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
