import { Group, Paper, Radio, Stack, Textarea } from '@mantine/core';
import type { ChecklistOutcome, ContractDetail } from '@titletrust/shared';
import { OUTCOME_LABELS } from './contractLabels';
import type { ChecklistAnswerValues } from './deliveryFormValues';

interface Props {
  item: ContractDetail['checklist'][number];
  answer: ChecklistAnswerValues;
  error: string | undefined;
  onChange: (change: Partial<ChecklistAnswerValues>) => void;
}

/**
 * One checklist item answered: an outcome ("not applicable" only where it may be) and a note,
 * which states the finding where the item asks for one (a survey's beacon numbers, its area).
 */
export function ChecklistAnswerRow({ item, answer, error, onChange }: Props) {
  const outcomes: ChecklistOutcome[] = item.alwaysApplies
    ? ['confirmed', 'issue_found']
    : ['confirmed', 'issue_found', 'not_applicable'];
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Radio.Group
          label={item.label}
          description={item.detail}
          value={answer.outcome}
          onChange={(outcome) => onChange({ outcome })}
          error={error}
        >
          <Group gap="md" mt={6}>
            {outcomes.map((outcome) => (
              <Radio key={outcome} value={outcome} label={OUTCOME_LABELS[outcome]} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={item.record ? item.record.label : 'Note'}
          aria-label={
            item.record ? `${item.record.label} (${item.label})` : `Note on ${item.label}`
          }
          description={item.record && 'Required: the client reads this in the report.'}
          required={!!item.record && answer.outcome !== 'not_applicable'}
          placeholder={
            item.record
              ? `e.g. ${item.record.example}`
              : answer.outcome === 'issue_found'
                ? 'What you found, and what the client should do about it'
                : 'Optional: what you checked, reference numbers'
          }
          autosize
          minRows={1}
          maxRows={6}
          maxLength={2_000}
          value={answer.note}
          onChange={(event) => onChange({ note: event.currentTarget.value })}
        />
      </Stack>
    </Paper>
  );
}
