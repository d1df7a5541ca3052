/**
 * Asks the person to confirm it is them ("Confirm it's you": the password, or the two-factor
 * code when it is on). Resolves once this session has a fresh check; rejects with the error the
 * refused form should show when they cancel.
 */
export type FreshCheckPrompter = () => Promise<void>;

let prompter: FreshCheckPrompter | null = null;
let asking: Promise<void> | null = null;

/** The app shell registers the one prompter; the returned function removes it again. */
export function registerFreshCheckPrompter(next: FreshCheckPrompter): () => void {
  prompter = next;
  return () => {
    if (prompter === next) prompter = null;
  };
}

/**
 * Asks for a fresh check, or returns null when nothing can ask (no shell mounted). Requests
 * refused while the question is open wait for the same answer: one modal, whatever asked.
 */
export function promptFreshCheck(): Promise<void> | null {
  if (!prompter) return null;
  asking ??= prompter().finally(() => {
    asking = null;
  });
  return asking;
}
