import { Rating, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface Props {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  size?: 'md' | 'lg';
}

/** Mantine also renders a radio for 0 (clearing the choice): it reads "No stars". */
const starLabel = (value: number) =>
  value === 0 ? 'No stars' : `${value} ${value === 1 ? 'star' : 'stars'}`;

/** Stars to choose, read out as a group named by its label ("Overall rating", "4 stars"). */
export function StarsInput({ label, value, onChange, error, size = 'md' }: Props) {
  const labelId = useId();
  const errorId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <Rating
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        value={value}
        onChange={onChange}
        getSymbolLabel={starLabel}
        size={size}
        color="gold"
      />
      {error && (
        <Text id={errorId} size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
