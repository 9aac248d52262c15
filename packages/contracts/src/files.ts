// API.md: POST /api/files keeps png, jpeg, webp or gif images of at most 5 MB. The server reads the type
// from the bytes; the web checks the same before sending, so staff hear of a wrong file at once.
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** The image types an upload may be, with the extension its URL gets. */
export const imageExtensions = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
} as const;
export type ImageMime = keyof typeof imageExtensions;

export const isImageMime = (mime: string): mime is ImageMime => Object.hasOwn(imageExtensions, mime);
