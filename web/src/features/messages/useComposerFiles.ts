import { attachmentResponseSchema, type Attachment } from '@titletrust/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { uploadWithProgress } from '../../lib/uploadWithProgress';
import { fileProblem, roomFor, typeOf } from './composerFiles';

export interface ComposerFile {
  key: string;
  fileName: string;
  sizeBytes: number;
  /** An object URL of the picked image, for its preview before it is sent. */
  previewUrl?: string;
  status: 'uploading' | 'done' | 'failed';
  /** 0 to 100. */
  percent: number;
  error?: string;
  attachment?: Attachment;
}

let nextKey = 0;

/** The files of the message being written: each uploads at once with its progress. */
export function useComposerFiles() {
  const [files, setFiles] = useState<ComposerFile[]>([]);
  const aborts = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  const update = useCallback((key: string, change: Partial<ComposerFile>) => {
    setFiles((current) =>
      current.map((file) => (file.key === key ? { ...file, ...change } : file)),
    );
  }, []);

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      aborts.current.set(key, controller);
      const form = new FormData();
      form.append('file', file, file.name);
      uploadWithProgress(
        '/message-files',
        form,
        attachmentResponseSchema,
        (percent) => update(key, { percent }),
        controller.signal,
      )
        .then(
          ({ attachment }) => update(key, { status: 'done', percent: 100, attachment }),
          (error: unknown) => {
            if (error instanceof DOMException && error.name === 'AbortError') return;
            update(key, { status: 'failed', error: errorMessageOf(error) });
          },
        )
        .finally(() => aborts.current.delete(key));
    },
    [update],
  );

  const add = (picked: readonly File[]) => {
    const kept = files.filter((file) => file.status !== 'failed').length;
    const { take, notice } = roomFor(kept, picked.length);
    if (notice) notify.error(notice, 'Too many files');
    for (const file of picked.slice(0, take)) {
      const key = `message-file-${++nextKey}`;
      const problem = fileProblem(file);
      const previewUrl =
        !problem && typeOf(file).startsWith('image/') ? URL.createObjectURL(file) : undefined;
      if (previewUrl) previews.current.set(key, previewUrl);
      setFiles((current) => [
        ...current,
        {
          key,
          fileName: file.name,
          sizeBytes: file.size,
          previewUrl,
          status: problem ? 'failed' : 'uploading',
          percent: 0,
          error: problem,
        },
      ]);
      if (!problem) upload(key, file);
    }
  };

  const forget = (key: string) => {
    aborts.current.get(key)?.abort();
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
  };

  const remove = (key: string) => {
    forget(key);
    setFiles((current) => current.filter((file) => file.key !== key));
  };

  /** After sending: the message shows the stored files, the composer starts afresh. */
  const clear = () => {
    files.forEach((file) => forget(file.key));
    setFiles([]);
  };

  useEffect(() => {
    const pending = aborts.current;
    const shown = previews.current;
    return () => {
      pending.forEach((controller) => controller.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  return {
    files,
    attachments: files.flatMap((file) => (file.attachment ? [file.attachment] : [])),
    isUploading: files.some((file) => file.status === 'uploading'),
    add,
    remove,
    clear,
  };
}
