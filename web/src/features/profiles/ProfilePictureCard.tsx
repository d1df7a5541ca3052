import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PROFILE_MESSAGES } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import { UserAvatar } from '../../ui/UserAvatar';
import { SESSION_QUERY_KEY } from '../accounts';
import { PictureCropModal } from './PictureCropModal';
import { cropPicture, pictureProblemOf, PICTURE_TYPES } from './pictureFiles';
import { uploadPicture } from './uploadPicture';
import { OWN_PROFILE_QUERY_KEY } from '../../lib/profileQueryKeys';
import { z } from 'zod';

interface Props {
  name: string;
  pictureUrl: string | null;
}

/** The person's picture: choose a JPEG, PNG or WebP, crop it square, upload with progress. */
export function ProfilePictureCard({ name, pictureUrl }: Props) {
  const queryClient = useQueryClient();
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);

  useEffect(() => () => void (source && URL.revokeObjectURL(source)), [source]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: OWN_PROFILE_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);

  const choose = (file: File | null) => {
    if (!file) return;
    const issue = pictureProblemOf(file);
    setProblem(issue ?? null);
    if (!issue) setSource(URL.createObjectURL(file));
  };

  const save = async (area: Area) => {
    if (!source) return;
    setProgress(0);
    try {
      await uploadPicture(await cropPicture(source, area), setProgress);
      await refresh();
      setSource(null);
      setProblem(null);
      notify.success(PROFILE_MESSAGES.pictureUploaded);
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setRemoving(true);
    try {
      await apiRequest('/profile/picture', z.unknown(), { method: 'DELETE' });
      await refresh();
      notify.success(PROFILE_MESSAGES.pictureRemoved);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setRemoving(false);
    }
  };

  return (
    <SectionCard
      titleId="profile-picture-title"
      title="Profile picture"
      description="JPEG, PNG or WebP, up to 5 MB. Shown on your bids, contracts and public profile."
    >
      <Group gap="lg" align="center">
        <UserAvatar name={name} pictureUrl={pictureUrl} size={96} />
        <Stack gap="xs">
          <Group gap="sm">
            <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')}>
              {(props) => (
                <Button {...props}>{pictureUrl ? 'Change picture' : 'Upload picture'}</Button>
              )}
            </FileButton>
            {pictureUrl && (
              <Button
                variant="default"
                color="red"
                loading={removing}
                onClick={() => void remove()}
              >
                Remove picture
              </Button>
            )}
          </Group>
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
        </Stack>
      </Group>
      <PictureCropModal
        source={source}
        progress={progress}
        onCancel={() => setSource(null)}
        onCrop={(area) => void save(area)}
      />
    </SectionCard>
  );
}
