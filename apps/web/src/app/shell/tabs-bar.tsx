import type { Lang } from '@partdesk/shared/i18n/define';
import Dropdown from 'antd/es/dropdown';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { labelOf } from '../screens';
import type { TabsApi } from './use-tabs';

/** Spec §2: tabs of visited pages; right-click: refresh, close, close others, close all; affixed tabs stay. */
export function TabsBar({ api }: { api: TabsApi }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language as Lang;

  const items = api.tabs.map((tab) => {
    const menu = [
      { key: 'refresh', label: t('tabs.refresh') },
      { key: 'close', label: t('tabs.close'), disabled: !!tab.affix },
      { key: 'closeOthers', label: t('tabs.closeOthers') },
      { key: 'closeAll', label: t('tabs.closeAll') },
    ];
    return {
      key: tab.path,
      closable: !tab.affix,
      label: (
        <Dropdown
          trigger={['contextMenu']}
          menu={{
            items: menu,
            onClick: ({ key, domEvent }) => {
              domEvent.stopPropagation();
              if (key === 'refresh') api.refresh(tab.path);
              else if (key === 'close') api.close(tab.path);
              else if (key === 'closeOthers') api.closeOthers(tab.path);
              else api.closeAll();
            },
          }}
        >
          <span className="pd-tab-label" data-path={tab.path} data-affix={tab.affix ? 'true' : undefined}>
            {labelOf(tab.path, lang)}
          </span>
        </Dropdown>
      ),
    };
  });

  return (
    <div className="pd-tabs" data-testid="tabs">
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        activeKey={api.active}
        items={items}
        onChange={(key) => {
          const tab = api.tabs.find((x) => x.path === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') api.close(key);
        }}
      />
    </div>
  );
}
