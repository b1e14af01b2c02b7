import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import { displayRole, roleLabel } from '@partdesk/shared/access/client-access';
import { useQueryClient } from '@tanstack/react-query';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../core/api';
import { clearSession } from '../../core/session';
import { useSession } from '../../core/use-session';
import { ChangePasswordDialog } from './change-password-dialog';
import { clearStoredTabs } from './use-tabs';

/** Spec §1: the user menu (change password, log out). */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const [pwdOpen, setPwdOpen] = useState(false);
  const user = session?.user;
  const role = displayRole(user);
  const first = user?.Roles?.[0];
  // Role names in the current language (#20 item 8).
  const roleText =
    role === 'member' ? (first ? roleLabel(first, i18n.language) : t('roles.member')) : t(`roles.${role}`);

  const logout = async () => {
    await api.logout().catch(() => undefined);
    clearStoredTabs();
    clearSession({ quiet: true, logout: true, leaving: location.pathname + location.search });
    qc.clear();
    navigate('/login', { replace: true });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'password', label: t('user.changePassword') },
            { type: 'divider' },
            { key: 'logout', label: t('user.logout'), danger: true },
          ],
          onClick: ({ key }) => (key === 'password' ? setPwdOpen(true) : void logout()),
        }}
      >
        <Button type="text" className="pd-user-button" aria-label={t('user.menu')} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} />
          <span className="pd-header-label pd-user-name">{user?.Name}</span>
          <span className="pd-header-label pd-muted">{roleText}</span>
          <DownOutlined className="pd-header-label" />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={pwdOpen} onClose={() => setPwdOpen(false)} />
    </>
  );
}
