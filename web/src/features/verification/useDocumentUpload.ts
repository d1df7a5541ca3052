import { DOCUMENT_MESSAGES, type DocumentKind } from '@titletrust/shared';
import { useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { documentProblemOf } from './documentFiles';
import { uploadDocument, useRefreshVerification } from './useVerification';

/**
 * Uploading one kind of document: the browser's first look, the progress, the message when it
 * fails. A new government ID or selfie replaces the old one on the server, in the same step, so a
 * failed upload never leaves the person with neither.
 */
export function useDocumentUpload(kind: DocumentKind) {
  const refresh = useRefreshVerification();
  // Held as state, not a ref: the buttons that open the chooser are rendered from it.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const upload = async (file: File, replacing: boolean) => {
    const issue = documentProblemOf(file);
    setProblem(issue ?? null);
    if (issue) return;
    setProgress(0);
    try {
      await uploadDocument(kind, file, setProgress);
      notify.success(replacing ? 'Document replaced' : DOCUMENT_MESSAGES.uploaded);
    } catch (error) {
      setProblem(errorMessageOf(error));
    } finally {
      await refresh();
      setProgress(null);
    }
  };

  return {
    /** The callback ref of the (hidden) file input. */
    setInput,
    progress,
    problem,
    uploading: progress !== null,
    upload: (file: File, { replacing = false } = {}) => void upload(file, replacing),
    /** Opens the browser's file chooser. */
    choose: () => input?.click(),
  };
}

export type DocumentUpload = ReturnType<typeof useDocumentUpload>;
