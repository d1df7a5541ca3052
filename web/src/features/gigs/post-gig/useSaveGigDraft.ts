import { useEffect } from 'react';
import type { AttachmentEntry } from '../../files';
import { clearGigDraft, saveGigDraft } from './gigDraft';
import type { GigFormValues } from './gigFormValues';

/**
 * Keeps the draft in step with the form; a form back where it started (empty, or the gig as it
 * stands) leaves no draft behind.
 */
export function useSaveGigDraft(
  draftId: string,
  values: GigFormValues,
  attachments: AttachmentEntry[],
  { enabled, unchanged }: { enabled: boolean; unchanged: boolean },
) {
  useEffect(() => {
    if (!enabled) return;
    if (unchanged) clearGigDraft(draftId);
    else saveGigDraft(draftId, { values, attachments });
  }, [draftId, values, attachments, enabled, unchanged]);
}
