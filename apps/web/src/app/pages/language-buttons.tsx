import type { Lang } from '@partdesk/shared/i18n/define';
import { LANGUAGES } from '@partdesk/shared/i18n/define';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../core/i18n';

/** The light language switch of the sign-in page (the shell has a dropdown). */
export function LanguageButtons() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="pd-lang-buttons" aria-label={t('language.label')}>
      {LANGUAGES.map((l: Lang) => (
        <Button
          key={l}
          type={i18n.language === l ? 'link' : 'text'}
          size="small"
          onClick={() => void setLanguage(l)}
          aria-pressed={i18n.language === l}
        >
          {t(`language.${l}`)}
        </Button>
      ))}
    </fieldset>
  );
}
