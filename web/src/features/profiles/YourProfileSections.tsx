import { Skeleton, Stack } from '@mantine/core';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { PublicProfileLink } from '../../ui/PublicProfileLink';
import { VerificationShortcutCard } from '../verification';
import { OwnProfileFacts } from './OwnProfileFacts';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfilePictureCard } from './ProfilePictureCard';
import { useOwnProfile } from './useOwnProfile';

/** The editable profile on /profile and /buyer-profile: picture, details, and what is only shown. */
export function YourProfileSections() {
  const profile = useOwnProfile();
  if (profile.isPending)
    return <Skeleton height={320} radius="lg" aria-label="Loading your profile" />;
  if (profile.isError)
    return (
      <LoadFailedAlert
        title="Your profile could not be loaded."
        onRetry={() => profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  const data = profile.data;
  const name = `${data.firstName} ${data.lastName}`.trim() || data.email;
  return (
    <Stack gap="lg">
      <ProfilePictureCard name={name} pictureUrl={data.pictureUrl} />
      {data.userType === 'professional' && (
        <>
          <PublicProfileLink professionalId={data.id} />
          <VerificationShortcutCard status={data.verificationStatus} />
        </>
      )}
      {/* Keyed by id only: a save must not rebuild the form and drop what is being typed. */}
      <ProfileDetailsForm key={data.id} profile={data} />
      <OwnProfileFacts profile={data} />
    </Stack>
  );
}
