import { http } from './http.ts';

/** What `POST /api/files` answers: where the file is served, and what the server read it as. */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
  mime: string;
}

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** Sends one file as multipart `file` (API.md); the server sniffs its type and keeps at most 5 MB. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await http.post<{ data: StoredFile }>('/api/files', form, {
    signal: options.signal,
    onUploadProgress: ({ loaded, total }) => {
      if (total) options.onProgress?.(Math.round((loaded / total) * 100));
    },
  });
  return data.data;
}
