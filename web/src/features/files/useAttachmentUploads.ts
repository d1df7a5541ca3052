import { GIG_LIMITS, GIG_MESSAGES } from '@titletrust/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { AttachmentEntry } from './AttachmentLinks';
import { contentHashOf, sameFile, withoutRepeats, type FileFingerprint } from './sameFile';
import {
  ACCEPTED_FILE_TYPES,
  GIG_ATTACHMENT_UPLOADS,
  uploadAttachment,
  type UploadTarget,
} from './uploadAttachment';

export interface UploadItem {
  key: string;
  fileName: string;
  sizeBytes: number;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 1 while uploading. */
  progress: number;
  error?: string;
  /** Network trouble or a server fault may pass on a second try; a refused file will not. */
  retryable: boolean;
  /** SHA-256 of the bytes, when this browser read them: how a file chosen again is recognised. */
  contentHash?: string;
  attachment?: AttachmentEntry;
}

const EXTENSION_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The browser's guess at the type; the server checks the content itself. */
function looksAccepted(file: File): boolean {
  const type = file.type || EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return (ACCEPTED_FILE_TYPES as readonly string[]).includes(type ?? '');
}

let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

function doneItem(attachment: AttachmentEntry): UploadItem {
  return {
    key: newKey(),
    fileName: attachment.fileName,
    sizeBytes: attachment.sizeBytes,
    status: 'done',
    progress: 1,
    retryable: false,
    contentHash: attachment.contentHash,
    attachment,
  };
}

/** An item as sameFile compares it: a failed one holds no place, so it is not compared. */
const fingerprintOf = (item: UploadItem): FileFingerprint => ({
  id: item.attachment?.id,
  fileName: item.fileName,
  sizeBytes: item.sizeBytes,
  contentHash: item.contentHash,
});

const alreadyAttached = (file: string, attached: string) =>
  file === attached
    ? `“${file}” is already attached, so it was not added again.`
    : `“${file}” is the same file as “${attached}”, which is already attached, so it was not added again.`;

/** Files for `target` (a gig's by default): each uploads on its own with progress, removable. */
export function useAttachmentUploads(
  initial: readonly AttachmentEntry[],
  target: UploadTarget = GIG_ATTACHMENT_UPLOADS,
) {
  const { url, maxFiles, tooManyMessage } = target;
  // A restored draft may hold one document twice (saved before repeats were refused).
  const [items, setItems] = useState<UploadItem[]>(() => withoutRepeats(initial).map(doneItem));
  // The list as last changed, for adds that compare against it after reading files.
  const latest = useRef(items);
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());
  const adding = useRef<Promise<void>>(Promise.resolve());

  const change = useCallback((next: (current: UploadItem[]) => UploadItem[]) => {
    latest.current = next(latest.current);
    setItems(latest.current);
  }, []);

  const update = useCallback(
    (key: string, patch: Partial<UploadItem>) =>
      change((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [change],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      aborts.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0, error: undefined });
      uploadAttachment(file, {
        url,
        signal: controller.signal,
        onProgress: (progress) => update(key, { progress }),
      })
        .then(
          (attachment) => {
            files.current.delete(key);
            const contentHash = latest.current.find((item) => item.key === key)?.contentHash;
            update(key, {
              status: 'done',
              progress: 1,
              attachment: { ...attachment, contentHash },
            });
          },
          (error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            const retryable =
              error instanceof ApiError && (error.status === 0 || error.status >= 500);
            update(key, { status: 'failed', error: errorMessageOf(error), retryable });
          },
        )
        .finally(() => aborts.current.delete(key));
    },
    [update, url],
  );

  /**
   * Adds the chosen files, each read first: one already in the list (the same bytes, or the same
   * stored file) is not uploaded again, and the person is told so. Adds run one after another, so
   * a file dropped twice in quick succession is still caught.
   */
  const addNow = async (selected: readonly File[]) => {
    const read = await Promise.all(
      selected.map(async (file) => ({ file, contentHash: await contentHashOf(file) })),
    );
    const kept: typeof read = [];
    for (const entry of read) {
      const fingerprint = {
        fileName: entry.file.name,
        sizeBytes: entry.file.size,
        contentHash: entry.contentHash,
      };
      const listed = latest.current
        .filter((item) => item.status !== 'failed')
        .map((item) => ({ fileName: item.fileName, fingerprint: fingerprintOf(item) }));
      const chosen = kept.map((other) => ({
        fileName: other.file.name,
        fingerprint: {
          fileName: other.file.name,
          sizeBytes: other.file.size,
          contentHash: other.contentHash,
        },
      }));
      const twin = [...listed, ...chosen].find((other) => sameFile(other.fingerprint, fingerprint));
      if (twin) notify.info(alreadyAttached(entry.file.name, twin.fileName), 'Already attached');
      else kept.push(entry);
    }
    const room = maxFiles - latest.current.filter((item) => item.status !== 'failed').length;
    if (kept.length > room) notify.error(tooManyMessage, 'Too many files');
    const accepted = kept.slice(0, Math.max(room, 0));
    const added = accepted.map(({ file, contentHash }): UploadItem & { file: File } => {
      const problem = !looksAccepted(file)
        ? GIG_MESSAGES.fileType
        : file.size > GIG_LIMITS.attachmentBytesMax
          ? GIG_MESSAGES.fileTooLarge
          : undefined;
      return {
        key: newKey(),
        fileName: file.name,
        sizeBytes: file.size,
        status: problem ? 'failed' : 'uploading',
        progress: 0,
        error: problem,
        retryable: false,
        contentHash,
        file,
      };
    });
    change((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) {
      if (item.status === 'uploading') {
        files.current.set(item.key, item.file);
        start(item.key, item.file);
      }
    }
  };
  const add = (selected: readonly File[]) => {
    adding.current = adding.current
      .then(() => addNow(selected))
      .catch((error: unknown) => notify.error(errorMessageOf(error), 'The files were not added'));
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    files.current.delete(key);
    change((current) => current.filter((item) => item.key !== key));
  };

  const retry = (key: string) => {
    const file = files.current.get(key);
    if (file) start(key, file);
  };

  useEffect(() => {
    const pending = aborts.current;
    return () => pending.forEach((controller) => controller.abort());
  }, []);

  const attachments = useMemo(
    () => items.flatMap((item) => (item.attachment ? [item.attachment] : [])),
    [items],
  );

  return {
    items,
    attachments,
    maxFiles,
    isUploading: items.some((item) => item.status === 'uploading'),
    add,
    remove,
    retry,
  };
}
