import { z } from 'zod';
import {
  emailField,
  messageKeys,
  newPasswordField,
  passwordInput,
  requiredString,
  requiredWhenMissing,
  totpCodeField,
} from './validation.ts';

export const captchaSchema = z.object({
  key: z.string(),
  image: z.string().describe('SVG data URL'),
  enabled: z.boolean().describe('false when the server runs with CAPTCHA=off'),
});
export type Captcha = z.infer<typeof captchaSchema>;

const passwordStep = z.strictObject({
  email: emailField,
  // Checked exactly as typed; a trailing space is part of the password.
  password: passwordInput(128),
  captcha_key: z.string().max(64).nullish(),
  captcha_code: z.string().max(16).nullish(),
});
const codeStep = z.strictObject({ challenge: requiredString(128), code: totpCodeField });
const recoveryStep = z.strictObject({ challenge: requiredString(128), recovery_code: requiredString(64) });

export const loginAdminSchema = z.union([passwordStep, codeStep, recoveryStep]);

export const loginBodySchema = z.strictObject({
  auth_type: z.literal('admin'),
  admin: z.looseObject({}),
});
export type LoginBody = { auth_type: 'admin'; admin: z.input<typeof loginAdminSchema> };
export const loginPasswordStepSchema = passwordStep;
export const loginCodeStepSchema = codeStep;
export const loginRecoveryStepSchema = recoveryStep;

export const tokenAnswerSchema = z.object({ token: z.string() });
export const twoFactorChallengeSchema = z.object({ two_factor: z.literal(true), challenge: z.string() });

export const currentAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_super: z.boolean(),
  two_factor_enabled: z.boolean(),
  two_factor_required: z
    .boolean()
    .describe(
      "the admin's role requires two-factor: until it is on, only this profile, the routes tree, two-factor and logout answer",
    ),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  all_permissions: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CurrentAdmin = z.infer<typeof currentAdminSchema>;

export const passwordChangeSchema = z
  .strictObject({
    current_password: passwordInput(128),
    password: newPasswordField,
    password_confirmation: z.string({ error: requiredWhenMissing }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: messageKeys.confirmed,
    path: ['password_confirmation'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// Two-factor enrolment of the signed-in admin (API.md "Two-factor").
export const twoFactorPasswordSchema = z.strictObject({ current_password: passwordInput(128) });
export type TwoFactorPassword = z.infer<typeof twoFactorPasswordSchema>;
export const twoFactorConfirmSchema = z.strictObject({ code: totpCodeField });
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;
export const twoFactorQrCodeSchema = z.object({
  svg: z.string().describe('the QR code of url, as an SVG document'),
  url: z.string().describe('the otpauth://totp/... URI'),
});
export type TwoFactorQrCode = z.infer<typeof twoFactorQrCodeSchema>;
export const twoFactorSecretKeySchema = z.object({ secretKey: z.string().describe('base32') });
export const recoveryCodesSchema = z.array(z.string());
