import { meetsPasswordPolicy, PASSWORD_POLICY } from '@partdesk/shared/core/password-policy';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/api';
import { toast } from '../../core/feedback';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Spec §5/§9: the 600 px change-password dialog; success says "修改密码成功". The policy (shared with the
 * server, core/password-policy) is shown up front and checked under the field; a confirm field (#20).
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const policy = t('user.passwordPolicy', { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength });
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await api.resetPassword(values.oldPassword, values.newPassword);
      toast.success(t('user.passwordChanged'));
      form.resetFields();
      onClose();
    } catch {
      // the API client showed the server message; the dialog stays open
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      width={600}
      title={t('user.changePassword')}
      okText={t('user.ok')}
      cancelText={t('user.cancel')}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
      rootClassName="pd-password-dialog"
    >
      <Alert
        type="info"
        showIcon
        title={policy}
        className="pd-password-policy"
        data-testid="password-policy"
      />
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} preserve={false}>
        <Form.Item
          name="oldPassword"
          label={t('user.oldPassword')}
          rules={[{ required: true, message: t('user.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('user.newPassword')}
          dependencies={['oldPassword']}
          rules={[
            { required: true, message: t('user.newPasswordRequired') },
            {
              validator: (_, v: string | undefined) =>
                !v || meetsPasswordPolicy(v) ? Promise.resolve() : Promise.reject(new Error(policy)),
            },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v !== getFieldValue('oldPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordSame'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('user.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: t('user.confirmPasswordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) =>
                !v || v === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('user.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
