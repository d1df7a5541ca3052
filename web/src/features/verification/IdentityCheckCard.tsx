import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { kycCheckRequestSchema, type OwnVerification } from '@titletrust/shared';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi } from '../../lib/fieldErrors';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import { formatLagosDay } from '../../lib/lagosDateTime';
import { useIdentityCheck } from './useVerification';

type Kyc = OwnVerification['kyc'];

function KycResultLine({ result }: { result: NonNullable<Kyc['result']> }) {
  return (
    <Alert
      color={result.passed ? 'brand' : 'yellow'}
      title={result.passed ? 'Matched' : 'No match'}
    >
      <Text size="sm">
        Match score {result.matchScore} against a threshold of {result.threshold} ({result.provider}
        , {formatLagosDay(result.checkedAt)}).{' '}
        {result.passed
          ? 'An administrator still looks at your documents before verifying you.'
          : 'An administrator will compare your ID and selfie by hand.'}
      </Text>
    </Alert>
  );
}

/**
 * The optional automatic check of the NIN against the selfie. The NIN goes straight to the server
 * and is cleared from the form once sent, whatever the answer.
 */
export function IdentityCheckCard({ kyc, canCheck }: { kyc: Kyc; canCheck: boolean }) {
  const check = useIdentityCheck();
  const form = useForm({
    mode: 'controlled',
    initialValues: { nin: '', consent: false },
    validate: schemaResolver(kycCheckRequestSchema),
  });

  if (kyc.mode === 'manual')
    return (
      <Text size="sm" c="dimmed">
        An administrator checks your ID and selfie by hand; there is no automatic identity check.
      </Text>
    );

  const submit = form.onSubmit((values) => {
    form.setFieldValue('nin', '');
    check.mutate(
      { nin: values.nin, consent: true },
      {
        onSuccess: () => notify.success('Identity check done'),
        onError: (error) => {
          if (error instanceof ApiError && error.fields.length > 0)
            form.setErrors(fieldErrorsFromApi(error.fields));
          else notify.error(errorMessageOf(error));
        },
      },
    );
  });

  return (
    <SectionCard
      titleId="identity-check-title"
      title="Automatic identity check (optional)"
      description="Your National Identification Number is checked against your selfie by our identity provider. We keep the match score, never the NIN."
    >
      {kyc.result && <KycResultLine result={kyc.result} />}
      {canCheck && (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              label="National Identification Number (NIN)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={11}
              {...form.getInputProps('nin')}
            />
            <Checkbox
              label={kyc.consentText}
              {...form.getInputProps('consent', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button type="submit" variant="light" loading={check.isPending}>
                Check my identity
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
