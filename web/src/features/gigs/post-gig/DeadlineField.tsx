import { TextInput } from '@mantine/core';
import { GIG_LIMITS } from '@titletrust/shared';
import { deadlineFromNow } from './gigFormValues';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** A native date-and-time picker: every phone has one, and it needs no extra library. */
export function DeadlineField({ value, onChange, onBlur, error }: Props) {
  return (
    <TextInput
      type="datetime-local"
      label="Bid deadline"
      description={`Professionals can bid until then: at least ${GIG_LIMITS.deadlineMinHours} hours and at most ${GIG_LIMITS.deadlineMaxDays} days from now, in your local time.`}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
      min={deadlineFromNow(1)}
      max={deadlineFromNow(GIG_LIMITS.deadlineMaxDays)}
      maw={320}
    />
  );
}
