import { METAMASK_RDNS, type AnnouncedWallet } from './ethereumProvider';

const ANNOUNCE_EVENT = 'eip6963:announceProvider';
const REQUEST_EVENT = 'eip6963:requestProvider';

/** How long installed wallets get to answer; they normally answer at once. */
export const DISCOVERY_WINDOW_MS = 300;

function isAnnouncedWallet(detail: unknown): detail is AnnouncedWallet {
  const candidate = detail as Partial<AnnouncedWallet> | null;
  return (
    typeof candidate?.info?.rdns === 'string' && typeof candidate.provider?.request === 'function'
  );
}

/**
 * EIP-6963 discovery: asks every installed wallet to announce itself and collects the answers
 * for a short window, ending early once MetaMask has answered (it is the one we want).
 */
export function discoverWallets(windowMs = DISCOVERY_WINDOW_MS): Promise<AnnouncedWallet[]> {
  return new Promise((resolve) => {
    const wallets = new Map<string, AnnouncedWallet>();
    const finish = () => {
      clearTimeout(timer);
      window.removeEventListener(ANNOUNCE_EVENT, onAnnounce);
      resolve([...wallets.values()]);
    };
    function onAnnounce(event: Event) {
      const detail = (event as CustomEvent<unknown>).detail;
      if (!isAnnouncedWallet(detail)) return;
      wallets.set(detail.info.uuid || detail.info.rdns, detail);
      if (detail.info.rdns === METAMASK_RDNS) finish();
    }
    window.addEventListener(ANNOUNCE_EVENT, onAnnounce);
    // Announcements arrive only after the request below, so finish never runs before this line.
    const timer = setTimeout(finish, windowMs);
    window.dispatchEvent(new Event(REQUEST_EVENT));
  });
}
