import { GIG_LIMITS, GIG_MESSAGES } from '@titletrust/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import type { AttachmentEntry } from './AttachmentLinks';
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
    attachment,
  };
}

/** Files for `target` (a gig's by default): each uploads on its own with progress, removable. */
export function useAttachmentUploads(
  initial: readonly AttachmentEntry[],
  target: UploadTarget = GIG_ATTACHMENT_UPLOADS,
) {
  const { url, maxFiles, tooManyMessage } = target;
  const [items, setItems] = useState<UploadItem[]>(() => initial.map(doneItem));
  const files = useRef(new Map<string, File>());
  const aborts = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...change } : item)),
    );
  }, []);

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
            update(key, { status: 'done', progress: 1, attachment });
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

  const add = (selected: readonly File[]) => {
    const room = maxFiles - items.filter((item) => item.status !== 'failed').length;
    if (selected.length > room) notify.error(tooManyMessage, 'Too many files');
    const accepted = selected.slice(0, Math.max(room, 0));
    const added = accepted.map((file): UploadItem & { file: File } => {
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
        file,
      };
    });
    setItems((current) => [...current, ...added.map(({ file: _file, ...item }) => item)]);
    for (const item of added) {
      if (item.status === 'uploading') {
        files.current.set(item.key, item.file);
        start(item.key, item.file);
      }
    }
  };

  const remove = (key: string) => {
    aborts.current.get(key)?.abort();
    files.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
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
