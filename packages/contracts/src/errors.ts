import { z } from 'zod';

// API.md "Errors": every error answer has this shape.
export const apiErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** A refusal a client acts on, such as `two_factor_required` (403). */
  code: z.string().optional(),
  request_id: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
