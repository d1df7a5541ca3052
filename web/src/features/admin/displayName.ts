import type { AdminProfile } from '@titletrust/shared';

export function displayNameOf(profile: Pick<AdminProfile, 'firstName' | 'lastName' | 'email'>) {
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  return name || profile.email;
}
