import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginAnswer } from '../../api/auth.ts';
import { showSuccessToast } from '../../components/feedback.ts';
import { useAppTitle, useDocumentTitle } from '../../components/use-app-title.ts';
import { afterLoginPath } from '../../router/guard.ts';
import { storeAccessToken } from '../../stores/access-token.ts';
import { LanguageLinks } from './language-links.tsx';
import { PasswordForm } from './password-form.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';
import './login.css';

/**
 * Spec §2 /login. Built from plain elements and one stylesheet on purpose: antd arrives with the
 * shell, which keeps the JavaScript of this page within its budget (bench/login-bundle.mjs).
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const appTitle = useAppTitle();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  useDocumentTitle(t('login.heading'));

  const onAnswer = (answer: LoginAnswer) => {
    if (answer.kind === 'two-factor') {
      setChallenge(answer.challenge);
      return;
    }
    storeAccessToken(answer.token);
    showSuccessToast(t('login.success'));
    navigate(afterLoginPath(searchParams.get('redirect')), { replace: true });
  };

  return (
    <div className="login-page">
      <header className="login-header">
        <LanguageLinks />
      </header>
      <main className="login-main">
        <section className="login-card" aria-labelledby="login-title">
          <h1 id="login-title" className="login-title">
            <img src="/favicon.svg" alt="" width={32} height={32} />
            {appTitle}
          </h1>
          {challenge ? (
            <SecondFactorForm challenge={challenge} onAnswer={onAnswer} onBack={() => setChallenge(null)} />
          ) : (
            <PasswordForm
              email={email}
              onAnswer={(answer, given) => {
                setEmail(given);
                onAnswer(answer);
              }}
            />
          )}
        </section>
      </main>
    </div>
  );
}
