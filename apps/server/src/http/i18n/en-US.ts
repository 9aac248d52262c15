// The server's texts in English; the other languages must hold every key (enforced by their type).
export const enUS = {
  unauthenticated: 'Unauthenticated.',
  unauthorized: 'This action is unauthorized.',
  not_found: 'Not found.',
  route_not_found: 'The route {method}:{url} could not be found.',
  invalid_json: 'The request body is not valid JSON.',
  unsupported_media_type: 'Unsupported content type: send application/json.',
  payload_too_large: 'The request body is too large.',
  too_many_requests: 'Too many requests. Please try again in {seconds} seconds.',
  too_many_logins: 'Too many login attempts. Please try again in {seconds} seconds.',
  server_error: 'Server Error',
  more_errors: '(and {count} more errors)',
  invalid_credentials: 'These credentials do not match our records.',
  captcha_invalid: 'The captcha code is incorrect or has expired.',
  current_password_wrong: 'The current password is incorrect.',
  two_factor_code_invalid: 'The provided two factor authentication code was invalid.',
  two_factor_recovery_invalid: 'The provided two factor recovery code was invalid.',
  two_factor_challenge_invalid: 'This sign-in step has expired. Please sign in again.',
  two_factor_not_enabled: 'Two-factor authentication has not been enabled.',
  two_factor_already_enabled: 'Two-factor authentication is already enabled; disable it first.',
  'validation.required': 'This field is required.',
  'validation.email': 'Please enter a valid email address.',
  'validation.password_length': 'The password must be between 8 and 128 characters.',
  'validation.confirmed': 'Confirm Password Inconsistency',
  'validation.totp_code': 'The code must be 6 digits.',
  'validation.unknown_field': 'This field is not allowed.',
  'validation.invalid': 'This value is invalid.',
} as const;

export type MessageKey = keyof typeof enUS;
export type Messages = Record<MessageKey, string>;
