import { Alert, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { checklistForCategory, hasChecklist } from '@titletrust/shared';
import { useState } from 'react';
import { ChecklistPreview } from '../components/ChecklistPreview';
import { categoryName } from '../../../lib/gigLabels';
import { AttachmentsField, useAttachmentUploads } from '../../files';
import { BudgetFields } from './BudgetFields';
import { CategoryField } from './CategoryField';
import { DeadlineField } from './DeadlineField';
import { DraftRestoredAlert } from './DraftRestoredAlert';
import { loadGigDraft, type GigDraft } from './gigDraft';
import { isBlankGigForm, validateGigForm } from './gigFormValues';
import { GigPreviewStep } from './GigPreviewStep';
import { GigTextFields } from './GigTextFields';
import { PropertyFields } from './PropertyFields';
import { ERROR_FIELD, usePostGigForm, type GigFormTarget } from './usePostGigForm';
import { useSaveGigDraft } from './useSaveGigDraft';
import { focusFirstInvalidField } from '../../../lib/focusFirstInvalidField';

interface Props {
  target: GigFormTarget;
  draftId: string;
  /** The gig as published, when editing one; a new gig starts empty. */
  published?: GigDraft;
  /** Editing a gig professionals have bid on: its currency shows but can no longer change. */
  currencyFixed?: boolean;
  buyerFirstName: string;
  onDiscardDraft: () => void;
}

const sameIds = (a: { id: string }[], b: { id: string }[]) =>
  a.map((x) => x.id).join() === b.map((x) => x.id).join();

/** The gig form of /post-gig and of editing a published gig. */
export function PostGigForm({
  target,
  draftId,
  published,
  currencyFixed = false,
  buyerFirstName,
  onDiscardDraft,
}: Props) {
  const [draft] = useState(() => loadGigDraft(draftId));
  const start = draft?.values ?? published?.values;
  // A draft kept from before the first bid may name another currency: the gig's own stands.
  const form = usePostGigForm(
    target,
    draftId,
    start && published && currencyFixed ? { ...start, currency: published.values.currency } : start,
  );
  const uploads = useAttachmentUploads(draft?.attachments ?? published?.attachments ?? []);
  const attachmentIds = uploads.attachments.map((attachment) => attachment.id);
  const unchanged = published
    ? JSON.stringify(form.values) === JSON.stringify(published.values) &&
      sameIds(uploads.attachments, published.attachments)
    : isBlankGigForm(form.values) && uploads.attachments.length === 0;
  useSaveGigDraft(draftId, form.values, uploads.attachments, {
    enabled: !form.isPublished,
    unchanged,
  });

  const { values, setValue, errors } = form;
  const errorOf = (field: keyof typeof values) => errors[ERROR_FIELD[field]];
  const blurOf = (field: keyof typeof values) => () => form.validateField(field, attachmentIds);

  if (form.step === 'preview') {
    const checked = validateGigForm(values, attachmentIds);
    if (checked.ok) {
      return (
        <GigPreviewStep
          editing={target.kind === 'edit'}
          body={checked.body}
          attachments={uploads.attachments}
          buyerFirstName={buyerFirstName}
          publishing={form.isPublishing}
          onEdit={form.backToEditing}
          onPublish={() => form.submit(attachmentIds)}
        />
      );
    }
  }

  return (
    <form
      noValidate
      aria-label={target.kind === 'new' ? 'Post a gig' : 'Edit your gig'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.preview(attachmentIds, uploads.isUploading))
          focusFirstInvalidField(event.currentTarget);
      }}
    >
      <Stack gap="lg">
        {draft && <DraftRestoredAlert onDiscard={onDiscardDraft} />}
        <Text size="sm" c="dimmed">
          Every field is required unless it says optional.
        </Text>
        {form.formError && (
          <Alert color="red" title="Your gig is not ready yet" role="alert">
            {form.formError}
          </Alert>
        )}
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              The job
            </Title>
            <CategoryField
              value={values.category}
              onChange={(slug) => setValue('category', slug)}
              error={errorOf('category')}
            />
            {hasChecklist(values.category) && (
              <Card
                withBorder
                radius="md"
                bg="gray.0"
                component="section"
                aria-label="Checklist preview"
              >
                <Stack gap="xs">
                  <Text fw={600}>
                    What the professional will report on ({categoryName(values.category)})
                  </Text>
                  <ChecklistPreview items={checklistForCategory(values.category)} />
                </Stack>
              </Card>
            )}
            <GigTextFields
              title={values.title}
              description={values.description}
              onTitleChange={(title) => setValue('title', title)}
              onDescriptionChange={(description) => setValue('description', description)}
              onTitleBlur={blurOf('title')}
              onDescriptionBlur={blurOf('description')}
              titleError={errorOf('title')}
              descriptionError={errorOf('description')}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              The property
            </Title>
            <PropertyFields
              state={values.propertyState}
              address={values.propertyAddress}
              onStateChange={(code) => setValue('propertyState', code)}
              onAddressChange={(address) => setValue('propertyAddress', address)}
              onAddressBlur={blurOf('propertyAddress')}
              stateError={errorOf('propertyState')}
              addressError={errorOf('propertyAddress')}
            />
            <Divider />
            <AttachmentsField uploads={uploads} error={errors.attachmentIds} />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md">
            <Title order={2} size="h4">
              Budget and deadline
            </Title>
            <BudgetFields
              currency={values.currency}
              currencyFixed={currencyFixed}
              budgetType={values.budgetType}
              min={values.budgetMin}
              max={values.budgetMax}
              onCurrencyChange={(currency) => setValue('currency', currency)}
              onBudgetTypeChange={(type) => setValue('budgetType', type)}
              onMinChange={(text) => setValue('budgetMin', text)}
              onMaxChange={(text) => setValue('budgetMax', text)}
              onMinBlur={blurOf('budgetMin')}
              onMaxBlur={blurOf('budgetMax')}
              currencyError={errorOf('currency')}
              minError={errorOf('budgetMin')}
              maxError={errorOf('budgetMax')}
            />
            <DeadlineField
              value={values.bidDeadline}
              onChange={(deadline) => setValue('bidDeadline', deadline)}
              onBlur={blurOf('bidDeadline')}
              error={errorOf('bidDeadline')}
            />
          </Stack>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" size="md">
            Preview gig
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
