import { Box, Rating, type MantineSize } from '@mantine/core';
import { formatAverage } from './reviewLabels';

/** Read-only stars, read out as one phrase ("Rated 4.5 out of 5") rather than five inputs. */
export function Stars({ value, size = 'sm' }: { value: number; size?: MantineSize }) {
  return (
    <Box
      role="img"
      aria-label={`Rated ${Number.isInteger(value) ? value : formatAverage(value)} out of 5`}
      w="fit-content"
    >
      <Rating value={value} fractions={10} readOnly size={size} color="gold" aria-hidden />
    </Box>
  );
}
