import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@titletrust/shared';

type Kind = 'success' | 'error' | 'info';

const COLOR: Record<Kind, string> = { success: 'brand', error: 'red', info: 'blue' };
const DEFAULT_TITLE: Record<Kind, string> = {
  success: 'Done',
  error: 'Something went wrong',
  info: 'Note',
};

function show(kind: Kind, message: string, title?: string) {
  notifications.show({
    color: COLOR[kind],
    title: title ?? DEFAULT_TITLE[kind],
    message,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
  });
}

/** Toast notices (spec §4): success, error and info, each gone after 5 seconds. */
export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  info: (message: string, title?: string) => show('info', message, title),
};
