import { Button, Group, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/** "From" and "To" date fields of a filter bar: each bounds the other; `error` under "To". */
export function DateRangeInputs({
  from,
  to,
  onChange,
  error,
}: {
  from: string;
  to: string;
  onChange: (name: 'from' | 'to', value: string) => void;
  error?: string;
}) {
  return (
    <>
      <TextInput
        label="From"
        type="date"
        value={from}
        max={to || undefined}
        onChange={(event) => onChange('from', event.currentTarget.value)}
      />
      <TextInput
        label="To"
        type="date"
        value={to}
        min={from || undefined}
        onChange={(event) => onChange('to', event.currentTarget.value)}
        error={error}
      />
    </>
  );
}

/** A filter bar's last line: "Clear filters" when any is set, and the CSV of what is shown. */
export function FilterBarFooter({
  filtered,
  onClear,
  csvHref,
  csvLabel,
}: {
  filtered: boolean;
  onClear: () => void;
  csvHref: string;
  csvLabel: string;
}) {
  return (
    <Group justify="space-between" gap="sm">
      {filtered ? (
        <Button variant="subtle" size="compact-sm" onClick={onClear}>
          Clear filters
        </Button>
      ) : (
        <span />
      )}
      {/* A plain link: the browser downloads the file with the session cookie. */}
      <Button
        component="a"
        href={csvHref}
        download
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        {csvLabel}
      </Button>
    </Group>
  );
}
