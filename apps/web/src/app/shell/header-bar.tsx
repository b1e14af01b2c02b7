import MenuFoldOutlined from '@ant-design/icons/es/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/es/icons/MenuUnfoldOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from './breadcrumb-bar';
import { CurrencyPopover } from './currency-popover';
import { LanguageMenu } from './language-menu';
import { NoticePopover } from './notice-popover';
import { TodoPopover } from './todo-popover';
import type { SidebarState } from './use-sidebar';
import { UserMenu } from './user-menu';

export function HeaderBar({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useTranslation();
  const folded = !sidebar.opened;
  return (
    <header className="pd-header">
      <div className="pd-header-left">
        <Button
          type="text"
          icon={folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={sidebar.toggle}
          aria-label={folded ? t('sidebar.expand') : t('sidebar.collapse')}
          data-testid="sidebar-toggle"
        />
        {!sidebar.mobile && <BreadcrumbBar />}
      </div>
      <div className="pd-header-right">
        <CurrencyPopover />
        <TodoPopover />
        <NoticePopover />
        <LanguageMenu />
        <UserMenu />
      </div>
    </header>
  );
}
