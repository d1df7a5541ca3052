import { describe, expect, it } from 'vitest';
import { initialProfileValues } from './initialProfileValues';

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045';

describe('initialProfileValues', () => {
  it('leaves out the stand-ins of a new wallet account', () => {
    const values = initialProfileValues(
      { name: ADDRESS, email: `${ADDRESS.toLowerCase()}@titletrust.ng` },
      undefined,
    );
    expect(values).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      userType: '',
      agreeToTerms: false,
    });
  });

  it('starts with the real name and e-mail of a social account and the chosen type', () => {
    const values = initialProfileValues(
      { name: 'Ngozi Ada Eze', email: 'ngozi@example.com' },
      'professional',
    );
    expect(values).toMatchObject({
      firstName: 'Ngozi',
      lastName: 'Ada Eze',
      email: 'ngozi@example.com',
      userType: 'professional',
      agreeToTerms: false,
    });
  });

  it('treats an address on a reserved domain as a stand-in', () => {
    expect(initialProfileValues({ name: '', email: 'wallet@users.invalid' }, 'client').email).toBe(
      '',
    );
  });
});
