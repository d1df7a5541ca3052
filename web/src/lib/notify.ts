import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@titletrust/shared';

type Kind = 'success' | 'error' | 'info';

const COLOR: Record<Kind, string> = { success: 'brand', error: 'red', info: 'blue' };
const DEFAULT_TITLE: Record<Kind, string> = {
  success: 'Done',
  error: 'Something went wrong',
  info: 'Note',
};

function show(kind: Kind, message: string, title?: string, id?: string) {
  notifications.show({
    id,
    color: COLOR[kind],
    title: title ?? DEFAULT_TITLE[kind],
    message,
    autoClose: TOAST_DURATION_MS,
    withBorder: true,
    // data-kind: what the toast is (news, success or failure), for more than its colour to say.
    mod: { kind },
  });
}

/** Toast notices (spec §4): success, error and info, each gone after 5 seconds. */
export const notify = {
  success: (message: string, title?: string) => show('success', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  /** `id` names the toast, so that it can be taken down before its time (notify.hide). */
  info: (message: string, title?: string, id?: string) => show('info', message, title, id),
  hide: (id: string) => notifications.hide(id),
};
