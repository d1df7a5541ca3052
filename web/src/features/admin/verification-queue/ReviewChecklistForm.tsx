import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import type { VerificationSubmission } from '@titletrust/shared';
import { useId, useState, type FormEvent } from 'react';
import { RejectVerificationModal } from '../RejectVerificationModal';
import { checkVerify, emptyChecklist, todayInLagos, type ReviewChecklist } from './reviewChecklist';
import { useReviewVerification } from './useReviewVerification';

type Submission = Pick<VerificationSubmission, 'userId' | 'name' | 'profession'>;

/** The checks the admin makes by hand (no public API exists for either register), then a decision. */
export function ReviewChecklistForm({ submission }: { submission: Submission }) {
  const [checklist, setChecklist] = useState<ReviewChecklist>(() => emptyChecklist());
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [rejecting, setRejecting] = useState(false);
  const hintId = useId();
  const review = useReviewVerification({
    submission,
    onFieldErrors: setServerErrors,
    onDone: () => setRejecting(false),
  });
  const isLawyer = submission.profession === 'lawyer';
  const check = checkVerify(checklist, submission.profession);

  const change = <Key extends keyof ReviewChecklist>(key: Key, value: ReviewChecklist[Key]) => {
    setChecklist((current) => ({ ...current, [key]: value }));
    setServerErrors([]);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.allowed) review.mutate(check.request);
  };

  const rejectionError = rejecting ? serverErrors[0] : undefined;
  return (
    <>
      <form
        onSubmit={submit}
        noValidate
        aria-label={`Review the verification of ${submission.name}`}
      >
        <Stack gap="sm">
          <Text fw={600}>Checklist</Text>
          <Checkbox
            label="ID matches the name"
            checked={checklist.idMatchesName}
            onChange={(event) => change('idMatchesName', event.currentTarget.checked)}
          />
          <Checkbox
            label="Selfie matches the ID"
            checked={checklist.selfieMatchesId}
            onChange={(event) => change('selfieMatchesId', event.currentTarget.checked)}
          />
          <Checkbox
            label="Registration number checked on the public register"
            checked={checklist.registerChecked}
            onChange={(event) => change('registerChecked', event.currentTarget.checked)}
          />
          <TextInput
            type="date"
            label="Date the register was checked"
            max={todayInLagos()}
            value={checklist.registerCheckedOn}
            onChange={(event) => change('registerCheckedOn', event.currentTarget.value)}
            maw={240}
            ml={32}
          />
          {isLawyer && (
            <Checkbox
              label="Practising fee receipt for this year seen"
              description="Optional: it grants the practising-fee badge until the year ends."
              checked={checklist.practisingFeeSeen}
              onChange={(event) => change('practisingFeeSeen', event.currentTarget.checked)}
            />
          )}
          {serverErrors.length > 0 && !rejecting && (
            <Alert color="red" variant="light" title="Not verified">
              {serverErrors.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              type="submit"
              disabled={!check.allowed}
              loading={review.isPending && !rejecting}
              aria-describedby={check.allowed ? undefined : hintId}
            >
              Verify
            </Button>
            <Button
              variant="outline"
              color="red"
              onClick={() => {
                setServerErrors([]);
                setRejecting(true);
              }}
              disabled={review.isPending && !rejecting}
            >
              Reject
            </Button>
          </Group>
          {!check.allowed && (
            <Text size="sm" c="dimmed" id={hintId}>
              {check.hint}
            </Text>
          )}
        </Stack>
      </form>
      {/* Outside the form: a portal's submit still bubbles through React to an enclosing form. */}
      <RejectVerificationModal
        name={rejecting ? submission.name : undefined}
        onClose={() => {
          setRejecting(false);
          setServerErrors([]);
        }}
        loading={review.isPending}
        error={rejectionError}
        onReject={(reason) => {
          setServerErrors([]);
          review.mutate({ decision: 'reject', reason });
        }}
      />
    </>
  );
}
