import './i18n';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';

/** PUT /merchant/setup/user/:id/resetpwd `{ Password }`: the server's policy decides; it ends the user's sessions. */
export function ResetPasswordDialog({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('setupUi');
  const { t: tk } = useTranslation('kit');
  const [form] = Form.useForm<{ Password: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { Password } = await form.validateFields();
    setBusy(true);
    try {
      await http.put(`/merchant/setup/user/${userId}/resetpwd`, { Password }, { silent: true });
      toast.success(t('user.passwordReset'));
      form.resetFields();
      onClose();
    } catch (err) {
      const message = (err as Error).message;
      if (err instanceof ApiError && err.field === 'Password')
        form.setFields([{ name: 'Password', errors: [message] }]);
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      width={600}
      title={t('user.resetPassword')}
      okText={tk('prompt.ok')}
      cancelText={tk('prompt.cancel')}
      okButtonProps={{ 'data-testid': 'resetpwd-ok' } as never}
      confirmLoading={busy}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="Password"
          label={t('user.newPassword')}
          rules={[{ required: true, message: t('user.enterPassword') }]}
        >
          <Input.Password autoComplete="new-password" data-testid="resetpwd-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
