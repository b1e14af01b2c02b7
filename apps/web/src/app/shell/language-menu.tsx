import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import { type Lang, LANGUAGES } from '@partdesk/shared/i18n/define';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../core/i18n';

/** Spec §1: zh-CN / en-US switch, remembered locally; antd's locale follows (AppProviders). */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((l: Lang) => ({
          key: l,
          label: <span data-lang={l}>{t(`language.${l}`)}</span>,
        })),
        onClick: ({ key }) => void setLanguage(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('language.label')}
        data-testid="language-button"
      >
        <span className="pd-header-label">{t(`language.${i18n.language}`)}</span>
      </Button>
    </Dropdown>
  );
}
