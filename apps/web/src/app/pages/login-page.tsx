import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api, type LoginBody } from '../../core/api';
import { toast } from '../../core/feedback';
import { peekLoginReturn, resetQuietRedirect, saveSession, takeLoginReturn } from '../../core/session';
import { useSession } from '../../core/use-session';
import type { LoginRedirectState } from '../require-session';
import { LanguageButtons } from './language-buttons';

/** Location keys already told "请先登录" (React may run an effect twice). */
const told = new Set<string>();

/** Where to go after sign-in: the page the user asked for, never back to /login or /404. */
export function afterLoginPath(from: string | undefined): string {
  if (
    !from ||
    from === '/' ||
    from.startsWith('/login') ||
    from.startsWith('/404') ||
    from.startsWith('/refresh')
  )
    return '/dashboard';
  return from;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const state = (location.state ?? {}) as LoginRedirectState;
  const [busy, setBusy] = useState(false);
  /** Where this sign-in goes, fixed before the session exists (the re-render it causes reads it too). */
  const target = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (state.loginRequired && !told.has(location.key)) {
      told.add(location.key);
      toast.error(t('loginRequired'));
    }
    resetQuietRedirect();
  }, [state.loginRequired, location.key, t]);

  if (session) return <Navigate to={target.current ?? afterLoginPath(peekLoginReturn())} replace />;

  const onFinish = async (values: LoginBody) => {
    setBusy(true);
    try {
      const body = {
        UserName: values.UserName.trim(),
        Password: values.Password,
        RememberMe: !!values.RememberMe,
      };
      const data = await api.login(body);
      // The deep link of this visitor's own "please sign in" redirect, else the dashboard (#20 item 14).
      const to = afterLoginPath(takeLoginReturn());
      target.current = to;
      saveSession(
        {
          token: data.Token,
          user: data.UserInfo,
          routes: data.Routes ?? [],
          menus: data.Menus ?? [],
          permits: data.Permits ?? [],
        },
        body.RememberMe,
      );
      navigate(to, { replace: true });
    } catch {
      // the API client already showed the server message
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pd-login">
      <div className="pd-login-lang">
        <LanguageButtons />
      </div>
      <div className="pd-login-card">
        <div className="pd-login-brand">
          <span className="pd-logo">PD</span>
          <div>
            <h1>{t('login.title')}</h1>
            <p>{t('login.subtitle')}</p>
          </div>
        </div>
        <Form<LoginBody>
          name="login"
          layout="vertical"
          size="large"
          onFinish={onFinish}
          initialValues={{ RememberMe: false }}
        >
          <Form.Item
            name="UserName"
            label={t('login.userName')}
            rules={[{ required: true, whitespace: true, message: t('login.userNameRequired') }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="Password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="RememberMe" valuePropName="checked">
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            {t('login.submit')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
