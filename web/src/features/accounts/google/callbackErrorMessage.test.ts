import { describe, expect, it } from 'vitest';
import { callbackErrorMessage } from './callbackErrorMessage';

describe('callbackErrorMessage', () => {
  it('names the code the provider returned', () => {
    expect(callbackErrorMessage('access_denied')).toBe(
      'Google sign-in did not complete (access_denied). Please try again.',
    );
  });

  it('shows only a short plain token of whatever the address bar holds', () => {
    expect(callbackErrorMessage('<script>alert(1)</script>')).toBe(
      'Google sign-in did not complete (scriptalert1script). Please try again.',
    );
    expect(callbackErrorMessage('')).toContain('(unknown_error)');
    expect(callbackErrorMessage('x'.repeat(500))).toContain(`(${'x'.repeat(64)})`);
  });
});
