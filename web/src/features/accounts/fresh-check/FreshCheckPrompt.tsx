import { useEffect, useState, type ComponentType } from 'react';
import { ApiError } from '../../../lib/api';
import { registerFreshCheckPrompter } from '../../../lib/freshCheck';
import type { ConfirmItsYouModalProps } from './ConfirmItsYouModal';

const NOT_LOADED = 'We could not open “Confirm it’s you”. Check your connection and try again.';

/** The modal and the styles it draws with, fetched the first time a check is asked for. */
async function loadModal(): Promise<ComponentType<ConfirmItsYouModalProps>> {
  try {
    const [module] = await Promise.all([
      import('./ConfirmItsYouModal'),
      import('../../../ui/moreStyles'),
    ]);
    return module.ConfirmItsYouModal;
  } catch {
    throw new ApiError(0, 'SERVICE_UNAVAILABLE', NOT_LOADED);
  }
}

interface Asking {
  Modal: ComponentType<ConfirmItsYouModalProps>;
  resolve: () => void;
  reject: (error: ApiError) => void;
}

/**
 * Mounted once in the app shell: whenever the API refuses a call for want of a fresh check
 * (lib/api.ts), it opens "Confirm it's you", and the call is sent again once the person has.
 */
export function FreshCheckPrompt() {
  const [asking, setAsking] = useState<Asking | null>(null);
  useEffect(
    () =>
      registerFreshCheckPrompter(async () => {
        const Modal = await loadModal();
        return new Promise<void>((resolve, reject) => setAsking({ Modal, resolve, reject }));
      }),
    [],
  );
  if (!asking) return null;
  const { Modal, resolve, reject } = asking;
  return (
    <Modal
      onConfirmed={() => {
        setAsking(null);
        resolve();
      }}
      onCancelled={(error) => {
        setAsking(null);
        reject(error);
      }}
    />
  );
}
