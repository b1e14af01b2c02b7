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
}

/** Spec §5/§9: the 600 px change-password dialog; the server decides the rules, success says "修改密码成功". */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
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
          rules={[{ required: true, message: t('user.newPasswordRequired') }]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
