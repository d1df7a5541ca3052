import { Alert, Button, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { REVIEW_DIMENSION_LABELS, REVIEW_LIMITS, type ReviewDimension } from '@titletrust/shared';
import { useState, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/fieldErrors';
import {
  checkReview,
  commentDescription,
  commentRequired,
  emptyReview,
  type ReviewFormValues,
} from './reviewForm';
import { StarsInput } from './StarsInput';
import { useSubmitReview } from './useContractReviews';

interface Props {
  contractId: string;
  /** The dimensions the viewer's side rates. */
  dimensions: ReviewDimension[];
  otherName: string;
}

/** Stars overall and per dimension, and a comment required below 3 stars. No edits afterwards. */
export function ReviewForm({ contractId, dimensions, otherName }: Props) {
  const [values, setValues] = useState<ReviewFormValues>(emptyReview);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitReview(contractId, setErrors);

  const change = (next: Partial<ReviewFormValues>, field: string) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReview(values, dimensions);
    if (checked.errors) setErrors(checked.errors);
    else submit.mutate(checked.request);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Your review of ${otherName}`}>
      <Stack gap="md">
        <StarsInput
          label="Overall rating"
          size="lg"
          value={values.rating}
          onChange={(rating) => change({ rating }, 'rating')}
          error={errors.rating}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {dimensions.map((key) => (
            <StarsInput
              key={key}
              label={REVIEW_DIMENSION_LABELS[key]}
              value={values.dimensions[key] ?? 0}
              onChange={(stars) =>
                change({ dimensions: { ...values.dimensions, [key]: stars } }, 'dimensions')
              }
            />
          ))}
        </SimpleGrid>
        {errors.dimensions && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {errors.dimensions}
          </Alert>
        )}
        <Textarea
          label="Comment"
          description={commentDescription(values.rating, values.comment)}
          required={commentRequired(values.rating)}
          value={values.comment}
          onChange={(event) => change({ comment: event.currentTarget.value }, 'comment')}
          error={errors.comment}
          maxLength={REVIEW_LIMITS.commentMax}
          autosize
          minRows={4}
        />
        <Button type="submit" loading={submit.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          Submit review
        </Button>
      </Stack>
    </form>
  );
}
