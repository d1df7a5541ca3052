import { ESCROW_LIMITS, type ContractDetail, type DeliverWorkInput } from '@titletrust/shared';
import { useMemo, useState } from 'react';
import { ApiError } from '../../lib/api';
import { type UploadTarget, useAttachmentUploads } from '../files';
import { latestFirst } from './contractView';
import { currentMilestone, deliveriesOf, hasStages, milestoneToasts } from './milestoneView';
import {
  deliveryErrorsFromApi,
  initialDeliveryValues,
  NO_DELIVERY_ERRORS,
  repeatsDelivery,
  validateDelivery,
  type ChecklistAnswerValues,
  type DeliveryErrors,
} from './deliveryFormValues';
import { useContractChange } from './useContractChange';

const deliveryUploads = (contractId: string): UploadTarget => ({
  url: `/api/contracts/${encodeURIComponent(contractId)}/delivery-files`,
  maxFiles: ESCROW_LIMITS.deliveryFilesMax,
  tooManyMessage: `Attach at most ${ESCROW_LIMITS.deliveryFilesMax} files`,
});

/**
 * The delivery form's state. Nothing typed is lost when the server refuses: the values stay,
 * and its field problems are placed on the report, the checklist rows or the files. A redelivery
 * starts from the previous one, and waits for a confirmation if nothing was changed.
 */
export function useDeliveryForm(contract: ContractDetail) {
  const { checklist, currentMilestoneId } = contract;
  const milestone = hasStages(contract) ? currentMilestone(contract) : null;
  const previous = latestFirst(deliveriesOf(contract, currentMilestoneId))[0];
  const [values, setValues] = useState(() => initialDeliveryValues(checklist, previous));
  const [errors, setErrors] = useState<DeliveryErrors>(NO_DELIVERY_ERRORS);
  /** A redelivery of the previous work unchanged, held until the professional confirms it. */
  const [repeat, setRepeat] = useState<DeliverWorkInput | null>(null);
  const target = useMemo(() => deliveryUploads(contract.id), [contract.id]);
  const uploads = useAttachmentUploads([], target);
  const deliver = useContractChange<DeliverWorkInput>(
    contract.id,
    'deliveries',
    milestone ? milestoneToasts('deliveries', milestone) : undefined,
  );

  const setReport = (report: string) => {
    setValues((current) => ({ ...current, report }));
    setErrors((current) => ({ ...current, report: undefined }));
  };

  const setAnswer = (key: string, change: Partial<ChecklistAnswerValues>) => {
    setValues((current) => {
      const answer = current.answers[key] ?? { outcome: '', note: '' };
      return { ...current, answers: { ...current.answers, [key]: { ...answer, ...change } } };
    });
    setErrors((current) => ({ ...current, checklist: { ...current.checklist, [key]: undefined } }));
  };

  // The delivery names its milestone: a page read before another move delivers none.
  const send = (body: DeliverWorkInput) =>
    deliver.mutate(
      { ...body, milestoneId: currentMilestoneId ?? undefined },
      {
        onError: (error) => {
          if (error instanceof ApiError) setErrors(deliveryErrorsFromApi(error.fields, checklist));
        },
        onSettled: () => setRepeat(null),
      },
    );

  const submit = () => {
    const fileIds = uploads.attachments.map((attachment) => attachment.id);
    const result = validateDelivery(values, checklist, fileIds);
    if (!result.ok) return setErrors(result.errors);
    setErrors(NO_DELIVERY_ERRORS);
    if (repeatsDelivery(result.body, previous)) return setRepeat(result.body);
    send(result.body);
  };

  return {
    values,
    errors,
    uploads,
    setReport,
    setAnswer,
    submit,
    /** The revision number the form started from, when it repeats it unchanged. */
    repeating: repeat && previous ? previous.revision : null,
    confirmRepeat: () => repeat && send(repeat),
    cancelRepeat: () => setRepeat(null),
    isSubmitting: deliver.isPending,
    failure: deliver.error,
  };
}
