/**
 * What the server sent inside the page for the app to start from (a JSON `<script>` it never
 * runs: server/src/http/web-app.ts), so the first screen needs no request for it. Taken once:
 * the element goes, so a query made again later asks the API rather than starting from an old
 * answer. Undefined when the page came without it (Vite's dev server, or the server could not
 * read it then): the app then asks the API.
 */
export function takePageData<Data>(elementId: string): Data | undefined {
  const element = document.getElementById(elementId);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as Data;
  } catch {
    return undefined;
  }
}
