import { describe, expect, it } from 'vitest';
import { promptFreshCheck, registerFreshCheckPrompter } from './freshCheck';

describe('promptFreshCheck', () => {
  it('has nothing to ask with when no prompter is registered', () => {
    expect(promptFreshCheck()).toBeNull();
  });

  it('asks once for every request refused while the question is open, then anew', async () => {
    let asked = 0;
    let answer = () => {};
    const unregister = registerFreshCheckPrompter(() => {
      asked += 1;
      return new Promise<void>((resolve) => (answer = resolve));
    });
    const first = promptFreshCheck();
    const second = promptFreshCheck();
    expect(second).toBe(first);
    answer();
    await Promise.all([first, second]);
    expect(asked).toBe(1);
    const later = promptFreshCheck();
    answer();
    await later;
    expect(asked).toBe(2);
    unregister();
    expect(promptFreshCheck()).toBeNull();
  });

  it('passes a cancellation on to every request that waited', async () => {
    const unregister = registerFreshCheckPrompter(() => Promise.reject(new Error('cancelled')));
    await expect(promptFreshCheck()).rejects.toThrow('cancelled');
    unregister();
  });
});
