import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createToken, requestCsrfCookie, type LoginAnswer } from '../../api/auth.ts';
import { ApiRequestError } from '../../api/http.ts';
import { shownInPlace } from '../../components/feedback.ts';
import { LoginField } from './login-field.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useRetryCountdown } from './use-retry-countdown.ts';

type Field = 'email' | 'password' | 'captcha';
type Errors = Partial<Record<Field, string>>;

// API.md's error keys of the password step, as the form's fields.
const fieldOfErrorKey: Record<string, Field> = {
  email: 'email',
  'admin.email': 'email',
  'admin.password': 'password',
  'admin.captcha_code': 'captcha',
};

/** A refusal's field errors, each under its field (the request layer's toast then says the sign-in failed). */
function serverErrors(error: unknown): Errors {
  const found: Errors = {};
  if (!(error instanceof ApiRequestError)) return found;
  for (const [key, messages] of Object.entries(error.errors)) {
    const field = fieldOfErrorKey[key];
    if (field && messages[0]) found[field] ??= messages[0];
  }
  shownInPlace(Object.values(found));
  return found;
}

export function PasswordForm({
  onAnswer,
  email = '',
}: {
  /** The server's answer, with the email it was given for. */
  onAnswer: (answer: LoginAnswer, email: string) => void;
  /** The email to start with: the one given before, on coming back from the code step. */
  email?: string;
}) {
  const { t } = useTranslation();
  const [captcha, refreshCaptcha] = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({ email, password: '', captcha: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const retry = useRetryCountdown();
  const captchaOn = captcha?.enabled === true;

  const edit = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Spec §5: email and password are required, with prompts to enter them.
    const found: Errors = {};
    if (!values.email.trim()) found.email = t('login.emailRequired');
    if (!values.password) found.password = t('login.passwordRequired');
    if (captchaOn && !values.captcha.trim()) found.captcha = t('login.captchaRequired');
    setErrors(found);
    const firstInvalid = (['email', 'password', 'captcha'] as const).find((f) => found[f]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLInputElement>(`#login-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await requestCsrfCookie();
      const answer = await createToken({
        email: values.email.trim(),
        password: values.password,
        ...(captchaOn ? { captcha_key: captcha.key, captcha_code: values.captcha.trim() } : {}),
      });
      onAnswer(answer, values.email.trim());
    } catch (error) {
      // A captcha is single use: show a new one.
      if (captchaOn) {
        edit('captcha', '');
        void refreshCaptcha();
      }
      const found = serverErrors(error);
      // A throttled answer's wait counts down under the email instead of its fixed number.
      setErrors(retry.countFrom(error) ? {} : found);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <LoginField
        id="login-email"
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus={!email}
        value={values.email}
        onChange={(e) => edit('email', e.target.value)}
        error={errors.email ?? retry.message}
        announce={errors.email !== undefined || !retry.announced}
      />
      <LoginField
        id="login-password"
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        // Back from the code step the email is there: the password is what is left to type.
        autoFocus={!!email}
        value={values.password}
        onChange={(e) => edit('password', e.target.value)}
        error={errors.password}
      />
      {captchaOn && (
        <LoginField
          id="login-captcha"
          label={t('login.captcha')}
          autoComplete="off"
          value={values.captcha}
          onChange={(e) => edit('captcha', e.target.value)}
          error={errors.captcha}
          addon={
            <button
              type="button"
              className="login-captcha"
              onClick={() => void refreshCaptcha()}
              aria-label={t('login.captchaImage')}
              title={t('login.captchaImage')}
            >
              <img src={captcha.image} alt="" width={120} height={40} />
            </button>
          }
        />
      )}
      <button type="submit" className="login-submit" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
