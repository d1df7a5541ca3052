import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  PROFESSION_LABELS,
  PROFESSIONS,
  VERIFICATION_MESSAGES,
  type OwnVerification,
} from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import {
  changesCheckedRegistration,
  registrationErrorsOf,
  registrationRequestOf,
  registrationValuesOf,
  type RegistrationValues,
} from './registrationForm';
import { useSaveRegistration } from './useVerification';
import { formatLagosDay } from '../../lib/lagosDateTime';

interface Props {
  verification: OwnVerification;
  onBackToDocuments: () => void;
  onNext: () => void;
}

/**
 * Step 2: the bar enrolment (SCN and year of call) or the SURCON number. Checked with the shared
 * schema as the person types and again by the server; on any error the form keeps what was typed.
 */
export function RegistrationStep({ verification, onBackToDocuments, onNext }: Props) {
  const save = useSaveRegistration();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RegistrationValues>({
    mode: 'controlled',
    initialValues: registrationValuesOf(verification),
    validate: registrationErrorsOf,
    validateInputOnBlur: true,
  });
  const locked = verification.stage === 'in_review';
  const profession = form.values.profession;
  const badgeAtStake = changesCheckedRegistration(verification, form.values);
  const checkedAt = verification.badges.registrationCheckedAt;
  const checkedNote = checkedAt
    ? `Checked on the register on ${formatLagosDay(checkedAt)}. Changing it sends this badge back to review.`
    : undefined;

  const submit = form.onSubmit((values) => {
    setFailure(null);
    save.mutate(registrationRequestOf(values), {
      onSuccess: (saved) => {
        form.setValues(registrationValuesOf(saved));
        form.resetDirty(registrationValuesOf(saved));
        notify.success(VERIFICATION_MESSAGES.registrationSaved);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0)
          form.setErrors(fieldErrorsFromApi(error.fields));
        else {
          setFailure(errorMessageOf(error));
          notify.error(errorMessageOf(error));
        }
      },
    });
  });

  return (
    <SectionCard
      titleId="registration-title"
      title="Your registration"
      description="An administrator checks these numbers on the public register by hand."
    >
      <form onSubmit={submit} noValidate>
        <Fieldset variant="unstyled" disabled={locked}>
          <Stack gap="md">
            {locked && (
              <Text size="sm" c="dimmed">
                Your details are with an administrator. You can change them once the review is
                decided.
              </Text>
            )}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Radio.Group label="Profession" required {...form.getInputProps('profession')}>
              <Stack gap="xs" mt="xs">
                {PROFESSIONS.map((option) => (
                  <Radio key={option} value={option} label={PROFESSION_LABELS[option]} />
                ))}
              </Stack>
            </Radio.Group>
            {profession === 'lawyer' && (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Supreme Court enrolment number (SCN)"
                    placeholder="SCN012345"
                    autoComplete="off"
                    required
                    description={verification.profession === 'lawyer' ? checkedNote : undefined}
                    {...form.getInputProps('scn')}
                  />
                  <TextInput
                    label="Year of call"
                    placeholder="2015"
                    inputMode="numeric"
                    maxLength={4}
                    required
                    {...form.getInputProps('yearOfCall')}
                  />
                </SimpleGrid>
                <Alert color="blue" title="Bar Practising Fee (optional)">
                  <Text size="sm">
                    Upload this year&apos;s Bar Practising Fee receipt under{' '}
                    <Anchor component="button" type="button" onClick={onBackToDocuments} inherit>
                      practising fee receipt in step 1
                    </Anchor>{' '}
                    to earn a practising fee badge, which lasts until the end of the year. You can
                    submit without it.
                  </Text>
                </Alert>
              </>
            )}
            {profession === 'surveyor' && (
              <TextInput
                label="SURCON registration number"
                placeholder="R.1234"
                autoComplete="off"
                required
                description={verification.profession === 'surveyor' ? checkedNote : undefined}
                {...form.getInputProps('surconNumber')}
              />
            )}
            {badgeAtStake && (
              <Alert color="yellow" role="status" title="This sends your badge back to review">
                An administrator already checked your{' '}
                {verification.profession === 'surveyor' ? 'SURCON number' : 'SCN'} on the register.
                Saving a different one removes that badge and sends your verification back to an
                administrator for review.
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save registration details
              </Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
      <Group justify="flex-end">
        <Button variant="default" onClick={onNext}>
          Next: review
        </Button>
      </Group>
    </SectionCard>
  );
}
