import { Alert, Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { ESCROW_LIMITS, type ContractDetail } from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { ConfirmActionModal } from '../../ui/ConfirmActionModal';
import { SectionCard } from '../../ui/SectionCard';
import { AttachmentsField } from '../files';
import { ChecklistAnswerRow } from './ChecklistAnswerRow';
import { openChangeRequest } from './contractView';
import { hasDeliveryErrors } from './deliveryFormValues';
import { useDeliveryForm } from './useDeliveryForm';
import { currentMilestone, deliveriesOf, hasStages } from './milestoneView';

/** The professional hands over the work: report, checklist answers, files. */
export function DeliveryForm({ contract }: { contract: ContractDetail }) {
  const form = useDeliveryForm(contract);
  const milestone = hasStages(contract) ? currentMilestone(contract) : null;
  const earlier = deliveriesOf(contract, contract.currentMilestoneId).length;
  const revising = earlier > 0;
  const invalid = hasDeliveryErrors(form.errors);
  const request = openChangeRequest(contract);
  const startsFrom = revising
    ? `This starts from your delivery ${earlier}: change what the client asked for. `
    : '';
  const title = milestone
    ? `Deliver milestone ${milestone.position}: ${milestone.title}`
    : revising
      ? 'Deliver the revised work'
      : 'Deliver the work';
  const deliverable = milestone ? `To deliver: ${milestone.deliverable} ` : '';
  return (
    <SectionCard
      titleId="deliver-title"
      title={title}
      description={`${deliverable}${startsFrom}The client then has ${ESCROW_LIMITS.autoReleaseDays} days to approve it, ask for changes or open a dispute; after that the escrow is released to you.`}
    >
      <ConfirmActionModal
        opened={form.repeating !== null}
        title="Deliver the same work again?"
        confirmLabel="Deliver it unchanged"
        loading={form.isSubmitting}
        onConfirm={form.confirmRepeat}
        onClose={form.cancelRepeat}
      >
        <Text size="sm">
          Your report and checklist answers are the same as in delivery {form.repeating}, and no new
          files are attached.
          {request?.note && ` The client asked: “${request.note}”`}
        </Text>
      </ConfirmActionModal>
      <form
        aria-labelledby="deliver-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Report"
            description={`What you checked and what you found: ${ESCROW_LIMITS.reportMin} to ${ESCROW_LIMITS.reportMax.toLocaleString('en-NG')} characters.`}
            autosize
            minRows={6}
            maxRows={20}
            value={form.values.report}
            onChange={(event) => form.setReport(event.currentTarget.value)}
            error={form.errors.report}
          />
          {contract.checklist.length > 0 && (
            <Fieldset legend="Checklist: answer every item" variant="unstyled">
              <Stack gap="sm">
                {contract.checklist.map((item) => (
                  <ChecklistAnswerRow
                    key={item.key}
                    item={item}
                    answer={form.values.answers[item.key] ?? { outcome: '', note: '' }}
                    error={form.errors.checklist[item.key]}
                    onChange={(change) => form.setAnswer(item.key, change)}
                  />
                ))}
              </Stack>
            </Fieldset>
          )}
          <AttachmentsField
            uploads={form.uploads}
            error={form.errors.files}
            label="Files (optional)"
            purpose="Search reports, certified copies, site photos"
          />
          {invalid && (
            <Alert color="red" variant="light">
              Some answers need your attention above.
              {form.failure && ` ${errorMessageOf(form.failure)}`}
            </Alert>
          )}
          {!invalid && form.failure && (
            <Alert color="red" variant="light" title="The work was not delivered">
              {errorMessageOf(form.failure)} Everything you entered is still here.
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={form.isSubmitting}
              disabled={form.uploads.isUploading}
              leftSection={<IconSend size={18} aria-hidden />}
            >
              Deliver work
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
