import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createToken, type LoginAnswer } from '../../api/auth.ts';
import { ApiRequestError } from '../../api/http.ts';
import { shownInPlace } from '../../components/feedback.ts';
import { LoginField } from './login-field.tsx';
import { useRetryCountdown } from './use-retry-countdown.ts';

interface Props {
  challenge: string;
  onAnswer: (answer: LoginAnswer) => void;
  onBack: () => void;
}

/** API.md: the second call of POST /api/tokens carries the challenge and a code or a recovery code. */
export function SecondFactorForm({ challenge, onAnswer, onBack }: Props) {
  const { t } = useTranslation();
  const [withRecoveryCode, setWithRecoveryCode] = useState(false);
  const [secret, setSecret] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const retry = useRetryCountdown();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = secret.trim();
    if (withRecoveryCode ? !value : !/^\d{6}$/.test(value)) {
      setError(withRecoveryCode ? t('login.recoveryCodeRequired') : t('login.codeRequired'));
      return;
    }
    setBusy(true);
    try {
      onAnswer(
        await createToken(
          withRecoveryCode ? { challenge, recovery_code: value } : { challenge, code: value },
        ),
      );
    } catch (error) {
      // The code's error shows under it; the request layer's toast then says only that it failed.
      if (error instanceof ApiRequestError) {
        const reason = error.errors['admin.code']?.[0] ?? error.errors['admin.recovery_code']?.[0];
        if (reason) shownInPlace([reason]);
        // A throttled answer's wait counts down under the code instead of its fixed number.
        setError(retry.countFrom(error) ? undefined : reason);
      }
    } finally {
      setBusy(false);
    }
  };

  const switchKind = () => {
    setWithRecoveryCode(!withRecoveryCode);
    setSecret('');
    setError(undefined);
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <h2 className="login-subtitle">{t('login.twoFactorHeading')}</h2>
      <p className="login-hint">{withRecoveryCode ? t('login.recoveryHint') : t('login.twoFactorHint')}</p>
      <LoginField
        key={String(withRecoveryCode)}
        id="login-secret"
        label={withRecoveryCode ? t('login.recoveryCode') : t('login.code')}
        autoFocus
        autoComplete="one-time-code"
        inputMode={withRecoveryCode ? 'text' : 'numeric'}
        maxLength={withRecoveryCode ? 64 : 6}
        value={secret}
        onChange={(e) => {
          setSecret(e.target.value);
          setError(undefined);
        }}
        error={error ?? retry.message}
        announce={error !== undefined || !retry.announced}
      />
      <button type="submit" className="login-submit" disabled={busy}>
        {t('login.verify')}
      </button>
      <div className="login-links">
        <button type="button" className="login-link" onClick={switchKind}>
          {withRecoveryCode ? t('login.useAuthenticatorCode') : t('login.useRecoveryCode')}
        </button>
        <button type="button" className="login-link" onClick={onBack}>
          {t('login.back')}
        </button>
      </div>
    </form>
  );
}
