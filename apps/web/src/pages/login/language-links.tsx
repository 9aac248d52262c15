import { useTranslation } from 'react-i18next';
import { apiLanguageOf, uiLanguages } from '@app/contracts/languages';
import { languageNames } from '../../i18n/languages.ts';
import { useLanguage } from '../../i18n/use-language.ts';

export function LanguageLinks() {
  const { t } = useTranslation();
  const { language, switchTo } = useLanguage();
  return (
    <nav aria-label={t('login.language')} className="login-languages">
      {uiLanguages.map((code) => (
        <button
          key={code}
          type="button"
          className="login-link"
          lang={apiLanguageOf[code]}
          aria-pressed={code === language}
          onClick={() => void switchTo(code)}
        >
          {languageNames[code]}
        </button>
      ))}
    </nav>
  );
}
