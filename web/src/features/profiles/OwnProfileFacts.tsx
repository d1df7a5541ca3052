import { roleForAccountType, type OwnProfile } from '@titletrust/shared';
import { ROLE_LABELS, VERIFICATION_LABELS } from '../accounts';
import { FactGrid } from '../../ui/FactGrid';
import { SectionCard } from '../../ui/SectionCard';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-NG', { day: 'numeric', month: 'long', year: 'numeric' });

/** Fields of the profile the person does not own: shown, never editable here. */
export function OwnProfileFacts({ profile }: { profile: OwnProfile }) {
  const professional = profile.userType === 'professional';
  const role = profile.roleTitle ?? (profile.userType && roleForAccountType(profile.userType));
  const facts: [string, string][] = [
    ['E-mail', profile.email],
    // One row for the role: role_title (buyer or seller) and the account type say the same, and
    // people know it by the names the app uses everywhere else, never the stored value.
    ['Account type', role ? ROLE_LABELS[role] : 'Not chosen yet'],
    ...(professional
      ? ([
          ['Verification', VERIFICATION_LABELS[profile.verificationStatus]],
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
