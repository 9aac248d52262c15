import { imageExtensions, UPLOAD_MAX_BYTES } from '@app/contracts/files';

// The server's limits (contracts): the browser checks them first so staff hear about a wrong file at
// once; the server still decides.
export const IMAGE_MAX_BYTES = UPLOAD_MAX_BYTES;
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / 1024 / 1024;
export const IMAGE_ACCEPT = Object.keys(imageExtensions).join(',');

export type ImageFileProblem = 'type' | 'size';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The image type the file's first bytes announce, or null; a renamed text file is not an image. */
export function sniffImageType(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/** What is wrong with a chosen file before it is sent, or null when it may go. */
export async function checkImageFile(file: File): Promise<ImageFileProblem | null> {
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  if (file.size === 0) return 'type';
  return sniffImageType(new Uint8Array(await file.slice(0, 12).arrayBuffer())) ? null : 'type';
}
