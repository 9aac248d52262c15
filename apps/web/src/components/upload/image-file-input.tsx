import type { Ref } from 'react';
import { IMAGE_ACCEPT } from './image-file.ts';

/**
 * The hidden file input behind an image button: the button calls `click()` on it through `ref`, and a
 * chosen file goes to `onChoose`. It is cleared after each choice, so the same file chosen again counts.
 */
export function ImageFileInput({
  ref,
  onChoose,
}: {
  ref: Ref<HTMLInputElement>;
  onChoose: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      type="file"
      accept={IMAGE_ACCEPT}
      style={{ display: 'none' }}
      tabIndex={-1}
      aria-hidden
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onChoose(file);
      }}
    />
  );
}
