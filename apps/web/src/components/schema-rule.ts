import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { fieldMessages } from '@app/contracts/issue-messages';
import { apiLanguageOf, type UiLanguage } from '@app/contracts/languages';
import { formatParams } from '@app/contracts/message-params';
import { messageKeys } from '@app/contracts/validation';
import { i18n } from '../i18n/index.ts';

/**
 * An antd Form rule that runs a shared contracts schema over the whole form and reports the first
 * message of one field, so the browser applies the very rules the server will (DESIGN.md: contracts
 * first), in the server's words: the limit a rule names is written the admin's way (1.000.000 in Vietnamese).
 */
export function schemaRule(schema: ZodType, field: string, t: TFunction): Rule {
  return (form) => ({
    validator: async () => {
      // With the input reported, a field left empty reads as required rather than of the wrong type.
      const result = schema.safeParse(form.getFieldsValue(true), { reportInput: true });
      if (result.success) return;
      // A form may hold fields it does not send (a password's confirmation): not the form's mistake.
      const message = fieldMessages(result.error.issues).find(
        (m) => m.path[0] === field && m.key !== messageKeys.unknownField,
      );
      if (!message) return;
      const language = apiLanguageOf[i18n.language as UiLanguage] ?? 'en-US';
      throw new Error(t(message.key, formatParams(language, message.params)));
    },
  });
}
