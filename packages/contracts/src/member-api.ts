import { z } from 'zod';
import { nameField, refIdSchema } from './common.ts';
import { positiveMoney } from './money.ts';
import { payPasswordField } from './users.ts';
import { messageKeys, newPasswordField, passwordInput, requiredString } from './validation.ts';

// The member API that customers' apps call (API.md "Member API").
export const memberRegisterSchema = z.strictObject({
  name: nameField(64)
    .min(3)
    .regex(/^[A-Za-z0-9_.@-]*$/, messageKeys.memberName),
  password: newPasswordField,
  pay_password: payPasswordField,
  invitation_code: z.string().trim().max(16).nullish(),
});
export type MemberRegister = z.infer<typeof memberRegisterSchema>;

export const memberLoginSchema = z.strictObject({ name: requiredString(64), password: passwordInput(128) });

export const memberProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nickname: z.string().nullable(),
  balance: z.number().int(),
  invitation_code: z.string(),
});

export const memberProjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  cover: z.string().nullable(),
  min_amount: z.number().int(),
  profit_percent: z.string(),
  period_minutes: z.number().int(),
  max_times: z.number().int(),
});

export const memberInvestSchema = z.strictObject({ project_id: refIdSchema, amount: positiveMoney });
export type MemberInvest = z.infer<typeof memberInvestSchema>;

export const memberWithdrawSchema = z.strictObject({
  account_name: nameField(64),
  card_number: nameField(32)
    .min(6)
    .regex(/^[0-9 -]*$/, messageKeys.cardNumber),
  bank_name: nameField(64),
  amount: positiveMoney,
  pay_password: requiredString(16),
});
export type MemberWithdraw = z.infer<typeof memberWithdrawSchema>;
