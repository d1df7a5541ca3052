import type { OwnProfile } from '@titletrust/shared';
import { FactGrid } from '../../ui/FactGrid';
import { SectionCard } from '../../ui/SectionCard';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** Fields of the profile the person does not own: shown, never editable here. */
export function OwnProfileFacts({ profile }: { profile: OwnProfile }) {
  const professional = profile.userType === 'professional';
  const facts: [string, string][] = [
    ['E-mail', profile.email],
    ['Account type', professional ? 'Legal professional' : 'Client'],
    ['Role title', profile.roleTitle ?? '—'],
    ...(professional
      ? ([
          ['Verification', profile.verificationStatus],
          ['Jobs completed', String(profile.jobsCompleted)],
        ] as [string, string][])
      : []),
    ['Wallet', profile.circleWalletAddress ?? profile.ethAddress ?? 'None yet'],
    ['Member since', dateOf(profile.createdAt)],
    ['Last updated', dateOf(profile.updatedAt)],
  ];
  return (
    <SectionCard
      titleId="profile-facts-title"
      title="Account facts"
      description="Kept by TitleTrust; they change through sign-up, verification and your contracts."
    >
      <FactGrid facts={facts} />
    </SectionCard>
  );
}
