import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  formatPhone,
  NIGERIAN_STATES,
  PROFILE_MESSAGES,
  profileUpdateSchema,
  SERVICE_CATEGORIES,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@titletrust/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import { useUpdateProfile } from './useOwnProfile';

const STATE_OPTIONS = NIGERIAN_STATES.map((s) => ({ value: s.code, label: s.name }));
const SERVICE_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }));

/** The editable fields of a profile, as the form holds them. */
export function formValuesOf(profile: OwnProfile): ProfileUpdateInput {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    // Shown as people read it (+234 803 123 4567); the schema reads it back to E.164 on save.
    phone: formatPhone(profile.phone),
    bio: profile.bio,
    state: profile.state,
    city: profile.city,
    website: profile.website,
    linkedin: profile.linkedin,
    education: profile.education,
    professionalTitle: profile.professionalTitle,
    industry: profile.industry,
    areasOfInterest: profile.areasOfInterest,
    specializations: profile.specializations,
    statesCovered: profile.statesCovered as ProfileUpdateInput['statesCovered'],
    languages: profile.languages,
  };
}

/** A server failure (5xx) or no answer at all: the only time the generic message shows. */
const serverFailed = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Every field of the profile the person owns. Checked with the shared schema as they type and
 * again by the server; on any error the form keeps what was typed.
 */
export function ProfileDetailsForm({ profile }: { profile: OwnProfile }) {
  const professional = profile.userType === 'professional';
  const update = useUpdateProfile();
  const [failed, setFailed] = useState(false);
  const form = useForm<ProfileUpdateInput>({
    mode: 'controlled',
    initialValues: formValuesOf(profile),
    validate: schemaResolver(profileUpdateSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => {
    setFailed(false);
    update.mutate(values, {
      onSuccess: (saved) => {
        form.setValues(formValuesOf(saved));
        form.resetDirty(formValuesOf(saved));
        notify.success(PROFILE_MESSAGES.updated);
      },
      onError: (error) => {
        if (serverFailed(error)) {
          setFailed(true);
          notify.error(PROFILE_MESSAGES.updateFailed);
        } else if (error instanceof ApiError && error.fields.length > 0) {
          form.setErrors(fieldErrorsFromApi(error.fields));
        } else {
          notify.error(error.message);
        }
      },
    });
  });

  return (
    <SectionCard
      titleId="profile-details-title"
      title={professional ? 'Your professional details' : 'Your details'}
      description={
        professional
          ? 'Clients see these on your bids and public profile.'
          : 'Professionals see your name when you accept their bids.'
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed && (
            <Alert color="red" role="alert">
              {PROFILE_MESSAGES.updateFailed}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last name" required {...form.getInputProps('lastName')} />
            <TextInput
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="0803 123 4567"
              description="Nigerian numbers like 0803 123 4567; from abroad, start with + and the country code."
              {...form.getInputProps('phone')}
            />
            <Select
              label="State"
              placeholder="State or FCT"
              data={STATE_OPTIONS}
              searchable
              clearable
              {...form.getInputProps('state')}
              value={form.values.state || null}
              onChange={(value) =>
                form.setFieldValue('state', (value ?? '') as ProfileUpdateInput['state'])
              }
            />
            <TextInput label="City" {...form.getInputProps('city')} />
            <TextInput
              label={professional ? 'Professional title' : 'Title'}
              placeholder={professional ? 'Barrister and Solicitor' : 'e.g. Home buyer'}
              {...form.getInputProps('professionalTitle')}
            />
            <TextInput label="Industry" {...form.getInputProps('industry')} />
            <TextInput label="Website" placeholder="https://" {...form.getInputProps('website')} />
            <TextInput
              label="LinkedIn"
              placeholder="https://www.linkedin.com/in/your-name"
              {...form.getInputProps('linkedin')}
            />
          </SimpleGrid>
          <Textarea label="Bio" autosize minRows={3} {...form.getInputProps('bio')} />
          <Textarea label="Education" autosize minRows={2} {...form.getInputProps('education')} />
          <MultiSelect
            label={professional ? 'Specializations' : 'Services you need'}
            data={SERVICE_OPTIONS}
            {...form.getInputProps('specializations')}
          />
          <TagsInput
            label="Areas of interest"
            description="Press Enter after each"
            {...form.getInputProps('areasOfInterest')}
          />
          {professional && (
            <>
              <MultiSelect
                label="States you cover"
                data={STATE_OPTIONS}
                searchable
                {...form.getInputProps('statesCovered')}
              />
              <TagsInput
                label="Languages"
                description="Press Enter after each"
                {...form.getInputProps('languages')}
              />
            </>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
