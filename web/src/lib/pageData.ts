import { PAGE_ANSWER_ELEMENT_ID } from '@titletrust/shared';

/** What the Navigation Timing entry says of how this document arrived. */
type DocumentArrival = Pick<PerformanceNavigationTiming, 'type' | 'transferSize'>;

/**
 * Whether what the server wrote into this document is as it was when the document arrived. Not
 * when Back or Forward showed it again from the browser's cache without asking the server
 * (nothing came over the network): it holds the session, contract and balances of its first
 * load, perhaps before a payment (decision 048). A browser that does not say counts as cached.
 */
export function isDataInPageCurrent(arrival: DocumentArrival | undefined): boolean {
  if (arrival?.type !== 'back_forward') return true;
  return (arrival.transferSize ?? 0) > 0;
}

const arrival = () =>
  performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;

/**
 * What the server sent inside the page for the app to start from (a JSON `<script>` it never
 * runs: server/src/http/web-app.ts), so the first screen needs no request for it. Taken once:
 * the element goes, so a query made again later asks the API rather than starting from an old
 * answer. Undefined when the page came without it (Vite's dev server, or the server could not
 * read it then), or with data of an earlier visit (a copy from the cache): the app then asks
 * the API.
 */
export function takePageData<Data>(elementId: string): Data | undefined {
  const element = document.getElementById(elementId);
  if (!element) return undefined;
  element.remove();
  if (!isDataInPageCurrent(arrival())) return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as Data;
  } catch {
    return undefined;
  }
}

/**
 * The answer to GET `path` that the page came with (server/src/http/page-answer.ts), when it is
 * the request a query is about to make. The element goes on the first look whatever it holds: a
 * page answer is for the first screen only, never for a page opened later in the app.
 */
export function takePageAnswer<Data>(path: string): Data | undefined {
  const carried = takePageData<{ path: string; answer: Data }>(PAGE_ANSWER_ELEMENT_ID);
  return carried?.path === path ? carried.answer : undefined;
}
