import { describe, expect, it } from 'vitest';
import { createAcceptedCookies } from './accepted-cookies';

const session = (token: string) => ({ token, dueWithSecondsLeft: 0 });

describe('accepted cookies', () => {
  it('names the session of a header it accepted, and of no other', () => {
    const accepted = createAcceptedCookies();
    accepted.accept('titletrust.session_token=a.sig', session('a'));
    expect(accepted.sessionOf('titletrust.session_token=a.sig')?.token).toBe('a');
    expect(accepted.sessionOf('titletrust.session_token=a.forged')).toBeUndefined();
    accepted.forget('titletrust.session_token=a.sig');
    expect(accepted.sessionOf('titletrust.session_token=a.sig')).toBeUndefined();
  });

  it('forgets the oldest header first once it holds its limit', () => {
    const accepted = createAcceptedCookies(2);
    accepted.accept('one', session('1'));
    accepted.accept('two', session('2'));
    accepted.accept('one', session('1')); // accepted again: now the newest
    accepted.accept('three', session('3'));
    expect(accepted.sessionOf('two')).toBeUndefined();
    expect(accepted.sessionOf('one')?.token).toBe('1');
    expect(accepted.sessionOf('three')?.token).toBe('3');
  });
});
