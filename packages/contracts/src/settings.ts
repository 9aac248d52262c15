import { z } from 'zod';
import { imageExtensions } from './files.ts';
import { moneyAmount } from './money.ts';
import { messageKeys } from './validation.ts';

export const settingsSchema = z.object({
  customer_service_link: z.string().nullable(),
  invitation_code_required: z.boolean(),
  carousel_images: z.array(z.string()),
  about_us: z.string().describe('sanitised HTML'),
  investment: z.object({ auto_settlement: z.boolean() }),
  withdrawal_overdue_hours: z.number().int(),
  approvals: z.object({
    withdrawal_above: z.number().int().describe('smallest units; 0 = off'),
    balance_edit_above: z.number().int().describe('smallest units, of the amount either way; 0 = off'),
  }),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Hours after which a pending withdrawal is overdue: a day unless set, at most 30 days. */
export const WITHDRAWAL_OVERDUE_HOURS = { default: 24, min: 1, max: 720 } as const;

/** How many carousel images the members' app shows at most. */
export const CAROUSEL_MAX_IMAGES = 20;

// A carousel entry is an image this server keeps (POST /api/files answers its URL) or an https
// address, never a script (`javascript:`), a page of plain http or text a browser would read otherwise.
const uploadedImage = new RegExp(`^/files/[0-9a-f]{64}\\.(${Object.values(imageExtensions).join('|')})$`);
function isHttpsAddress(text: string): boolean {
  if (/[\s\p{Cc}]/u.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}
export const isCarouselImage = (text: string) => uploadedImage.test(text) || isHttpsAddress(text);

// API.md: an optional field may be left out or sent as null; either leaves the setting as it is, but the
// link, where null clears it.
export const settingsUpdateSchema = z.strictObject({
  customer_service_link: z
    .string()
    .trim()
    .max(1024)
    .regex(/^https?:\/\//, messageKeys.webAddress)
    .nullish(),
  invitation_code_required: z.boolean().nullish(),
  carousel_images: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(255)
        .refine((t) => t.length > 255 || isCarouselImage(t), messageKeys.imageAddress),
    )
    .max(CAROUSEL_MAX_IMAGES)
    .nullish(),
  about_us: z.string().max(100_000).nullish(),
  investment: z.strictObject({ auto_settlement: z.boolean() }).nullish(),
  // A pending withdrawal older than this is marked on the review screen.
  withdrawal_overdue_hours: z
    .number()
    .int()
    .min(WITHDRAWAL_OVERDUE_HOURS.min)
    .max(WITHDRAWAL_OVERDUE_HOURS.max)
    .nullish(),
  // Four-eyes: amounts above these need a second admin; 0 switches a check off.
  approvals: z
    .strictObject({ withdrawal_above: moneyAmount.min(0), balance_edit_above: moneyAmount.min(0) })
    .nullish(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const defaultSettings: Settings = {
  customer_service_link: null,
  invitation_code_required: false,
  carousel_images: [],
  about_us: '',
  investment: { auto_settlement: true },
  withdrawal_overdue_hours: WITHDRAWAL_OVERDUE_HOURS.default,
  approvals: { withdrawal_above: 0, balance_edit_above: 0 },
};
