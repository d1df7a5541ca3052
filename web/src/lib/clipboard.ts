import { notify } from './notify';

/** Copies a value and says so in a toast; when the browser refuses, the toast shows the value. */
export async function copyToClipboard(value: string, what: string) {
  try {
    await navigator.clipboard.writeText(value);
    notify.success(`${what} copied to your clipboard.`, 'Copied');
  } catch {
    notify.error(
      `Your browser did not allow copying. The ${what.toLowerCase()} is ${value}.`,
      'Could not copy',
    );
  }
}
