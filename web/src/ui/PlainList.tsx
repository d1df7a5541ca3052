import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props extends StackProps {
  'aria-label'?: string;
  children: ReactNode;
}

/** A stacked <ul> without bullets or indent: it looks like a column but is read as a list. */
export function PlainList({ children, ...stackProps }: Props) {
  return (
    <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }} {...stackProps}>
      {children}
    </Stack>
  );
}
