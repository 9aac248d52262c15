import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/**
 * The form's value while a file is on its way: saving then would lose the new image without a word,
 * so `imageUploadRule` holds the form until the upload ends. `previous` is what the field held before.
 */
export class PendingUpload<T = string | undefined> {
  readonly previous: T;

  constructor(previous: T) {
    this.previous = previous;
  }
}

/** Pair with ImageUpload or ImageListUpload on a form field: "wait for the upload" instead of saving without it. */
export function imageUploadRule(t: TFunction): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value instanceof PendingUpload) throw new Error(t('upload.wait'));
    },
  };
}
