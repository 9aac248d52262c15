import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../api/files.ts';
import { ApiRequestError } from '../../api/http.ts';
import { shownInPlace } from '../feedback.ts';
import { checkImageFile, IMAGE_MAX_MB } from './image-file.ts';
import { PendingUpload } from './pending-upload.ts';
import { showSuccessToast } from '../feedback.ts';

export type UploadState =
  { status: 'idle' } | { status: 'uploading'; percent: number } | { status: 'failed'; message: string };

/**
 * One image upload at a time: checks the file, sends it with progress, and says what went wrong in the
 * user's language. A new choice, `cancel` or unmounting (the modal closed) abandons the one under way.
 */
export function useImageUpload() {
  const { t } = useTranslation();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  /** The stored file's URL, or undefined when the file was refused, failed or was cancelled. */
  const upload = useCallback(
    async (file: File, onSending: () => void): Promise<string | undefined> => {
      running.current?.abort();
      const problem = await checkImageFile(file);
      if (problem) {
        setState({
          status: 'failed',
          message: problem === 'size' ? t('upload.tooLarge', { max: IMAGE_MAX_MB }) : t('upload.typeInvalid'),
        });
        return undefined;
      }
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'uploading', percent: 0 });
      onSending();
      try {
        const stored = await uploadFile(file, {
          signal: controller.signal,
          onProgress: (percent) => setState({ status: 'uploading', percent }),
        });
        setState({ status: 'idle' });
        showSuccessToast(t('upload.success'));
        return stored.url;
      } catch (error) {
        if (controller.signal.aborted) return undefined;
        // The server's own words (file type, size) where it gave them; a dropped connection has none.
        const text =
          error instanceof ApiRequestError ? (error.errors.file?.[0] ?? error.message) : t('upload.failed');
        setState({ status: 'failed', message: text });
        shownInPlace([text]);
        return undefined;
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [t],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const clear = useCallback(() => setState({ status: 'idle' }), []);

  return { state, upload, cancel, clear };
}

/**
 * Uploads `file` for a form field that holds `current`: while the file is on its way the field holds a
 * PendingUpload of `current` (imageUploadRule then holds the form), afterwards `withUrl(url)`, or
 * `current` again when the file was refused, failed or was cancelled.
 */
export async function uploadInto<T>(
  upload: ReturnType<typeof useImageUpload>['upload'],
  file: File,
  current: T,
  withUrl: (url: string) => T,
  onChange: ((value: T | PendingUpload<T>) => void) | undefined,
): Promise<void> {
  let sent = false;
  const url = await upload(file, () => {
    sent = true;
    onChange?.(new PendingUpload(current));
  });
  if (url) onChange?.(withUrl(url));
  else if (sent) onChange?.(current);
}
