import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { useState } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api';
import { formatMinor } from '../../../lib/moneyText';
import { MilestoneEditor } from './MilestoneEditor';
import {
  fieldKey,
  milestoneErrorsFromApi,
  rowsFromView,
  validateMilestoneRows,
  type MilestoneErrors,
  type MilestoneField,
  type MilestoneRow,
} from './milestoneRows';
import { useProposeMilestones } from './useMilestoneNegotiation';

interface Props {
  bid: Bid;
  /** Who is told and answers: "The professional" or "The client". */
  otherSide: string;
  title: string;
  onClose: () => void;
}

/**
 * Another list of milestones for a pending bid, started from the one on the table (the pending
 * proposal, else the bid's). Opened only while proposing, so each opening starts afresh; a
 * refusal keeps everything typed and says which field to change.
 */
export function ProposeMilestonesModal({ bid, otherSide, title, onClose }: Props) {
  const [rows, setRows] = useState<MilestoneRow[]>(() =>
    rowsFromView(bid.pendingProposal?.milestones ?? bid.milestones, bid.currency),
  );
  const [errors, setErrors] = useState<MilestoneErrors>({});
  const [formError, setFormError] = useState<string>();
  const propose = useProposeMilestones(bid.id, otherSide);
  const price = BigInt(bid.amountMinor);

  const validateField = (index: number, field: MilestoneField) => {
    const key = fieldKey(index, field);
    const result = validateMilestoneRows(rows, price, bid.currency);
    setErrors((current) => ({ ...current, [key]: result.ok ? undefined : result.errors[key] }));
  };

  const submit = () => {
    setFormError(undefined);
    const result = validateMilestoneRows(rows, price, bid.currency);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    propose.mutate(result.milestones, {
      onSuccess: onClose,
      onError: (error) => {
        setErrors(milestoneErrorsFromApi(error instanceof ApiError ? error.fields : []));
        setFormError(errorMessageOf(error));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      <form
        noValidate
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            The milestones divide the price of {formatMinor(bid.amountMinor, bid.currency)}.{' '}
            {otherSide} agrees to your list or answers with another; until then the bid keeps the
            milestones you both last agreed to.
          </Text>
          {formError && (
            <Alert color="red" title="Your proposal was not sent" role="alert">
              {formError}
            </Alert>
          )}
          <MilestoneEditor
            rows={rows}
            onChange={setRows}
            errors={errors}
            onBlurField={validateField}
            currency={bid.currency}
            price={price}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={propose.isPending}>
              Go back
            </Button>
            <Button type="submit" loading={propose.isPending}>
              Send proposal
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
