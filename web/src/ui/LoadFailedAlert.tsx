import { Alert, Stack, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { RetryButton } from './RetryButton';

interface Props extends Omit<AlertProps, 'color' | 'title' | 'children'> {
  title: string;
  /** What went wrong, when the title alone does not say enough. */
  children?: ReactNode;
  onRetry: () => unknown;
  retrying?: boolean;
}

/** A red alert for data that could not be loaded, with a button to load it again. */
export function LoadFailedAlert({ title, children, onRetry, retrying, ...alertProps }: Props) {
  const retry = <RetryButton onRetry={onRetry} retrying={retrying} />;
  return (
    <Alert color="red" title={title} {...alertProps}>
      {children === undefined ? (
        retry
      ) : (
        <Stack gap="sm" align="flex-start">
          {children}
          {retry}
        </Stack>
      )}
    </Alert>
  );
}
