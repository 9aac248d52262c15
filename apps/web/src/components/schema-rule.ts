import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';

/**
 * An antd Form rule that runs a shared contracts schema over the whole form and reports the issues
 * of one field, so the browser applies the very rules the server will (DESIGN.md: contracts first).
 * The schema's messages are i18n keys.
 */
export function schemaRule(schema: ZodType, field: string, t: TFunction): Rule {
  return (form) => ({
    validator: async () => {
      const result = schema.safeParse(form.getFieldsValue(true));
      if (result.success) return;
      const issue = result.error.issues.find((i) => i.path[0] === field);
      if (issue) throw new Error(t(issue.message));
    },
  });
}
