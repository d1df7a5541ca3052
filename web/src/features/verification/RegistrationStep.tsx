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
import { useEffect, useState, type RefObject } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import {
  changesCheckedRegistration,
  hasUnsavedRegistration,
  registrationErrorsOf,
  registrationRequestOf,
  registrationValuesOf,
  type RegistrationValues,
} from './registrationForm';
import { useSaveRegistration } from './useVerification';
import { formatLagosDay } from '../../lib/lagosDateTime';

/** Runs `go` once the registration typed here is saved, or the person chose to leave it. */
export type LeaveRegistration = (go: () => void) => void;

interface Props {
  verification: OwnVerification;
  onBackToDocuments: () => void;
  onNext: () => void;
  /** Set to this step's leave check, so the stepper's own "Review" goes through it too. */
  leaveCheckRef?: RefObject<LeaveRegistration | null>;
}

/** Why moving on waits for the person: what they typed cannot be saved, or costs a badge. */
type HeldLeave = { reason: 'invalid' | 'badge'; go: () => void } | null;

/**
 * Step 2: the bar enrolment (SCN and year of call) or the SURCON number. Checked with the shared
 * schema as the person types and again by the server; on any error the form keeps what was typed.
 * Moving on to the review saves what was typed and not saved yet; when it cannot be saved as it
 * is, or saving would cost a checked badge, the step says so and lets the person choose.
 */
export function RegistrationStep({
  verification,
  onBackToDocuments,
  onNext,
  leaveCheckRef,
}: Props) {
  const save = useSaveRegistration();
  const [failure, setFailure] = useState<string | null>(null);
  const [held, setHeld] = useState<HeldLeave>(null);
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

  const saveValues = (values: RegistrationValues, then?: () => void) => {
    setFailure(null);
    setHeld(null);
    save.mutate(registrationRequestOf(values), {
      onSuccess: (saved) => {
        form.setValues(registrationValuesOf(saved));
        form.resetDirty(registrationValuesOf(saved));
        notify.success(VERIFICATION_MESSAGES.registrationSaved);
        then?.();
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
  };
  const submit = form.onSubmit((values) => saveValues(values));

  const leave: LeaveRegistration = (go) => {
    setHeld(null);
    if (locked || !hasUnsavedRegistration(verification, form.values)) return go();
    if (form.validate().hasErrors) return setHeld({ reason: 'invalid', go });
    if (badgeAtStake) return setHeld({ reason: 'badge', go });
    saveValues(form.values, go);
  };
  useEffect(() => {
    if (!leaveCheckRef) return;
    leaveCheckRef.current = leave;
    return () => {
      leaveCheckRef.current = null;
    };
  });
  const leaveUnsaved = () => {
    const go = held?.go;
    setHeld(null);
    go?.();
  };

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
      {held && (
        <Alert
          color="yellow"
          role="alert"
          title={
            held.reason === 'invalid'
              ? 'Your registration details are not saved'
              : 'Save the new number before the review?'
          }
        >
          <Stack gap="sm">
            <Text size="sm">
              {held.reason === 'invalid'
                ? 'They cannot be saved as they are: correct the highlighted fields and press “Next: review” again. Or go on without them; what you typed stays here.'
                : `An administrator already checked your ${verification.profession === 'surveyor' ? 'SURCON number' : 'SCN'}. Saving the new one removes that badge and sends your verification back for review.`}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={leaveUnsaved}>
                Review without saving
              </Button>
              {held.reason === 'badge' && (
                <Button onClick={() => saveValues(form.values, held.go)} loading={save.isPending}>
                  Save and review
                </Button>
              )}
            </Group>
          </Stack>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => leave(onNext)} loading={save.isPending}>
          Next: review
        </Button>
      </Group>
    </SectionCard>
  );
}
