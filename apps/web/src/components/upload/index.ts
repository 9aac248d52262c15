export { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MAX_MB, checkImageFile, sniffImageType } from './image-file.ts';
export { ImageThumb } from './image-thumb.tsx';
export { ImageUpload, type ImageUploadProps, type ImageUploadValue } from './image-upload.tsx';
export { PendingUpload, imageUploadRule } from './pending-upload.ts';
export { ImageListUpload, type ImageListUploadProps, type ImageListValue } from './image-list-upload.tsx';
