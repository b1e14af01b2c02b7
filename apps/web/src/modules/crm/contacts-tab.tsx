import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { CONTACT_STATUS } from '@partdesk/shared/crm/crm-codes';
import { contactResource } from '@partdesk/shared/crm/contact-resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ApiError } from '../../core/http';
import { label } from '../../core/i18n';
import { confirmAction, EmptyState, FieldCell, successPrompt } from '../../kit';
import { issueText } from '../../kit/form/form-errors';
import { ContactFields } from './contact-fields';
import { contactSchema } from './contact-schema';
import { type Contact, type CustomerDetail, crmApi, crmKeys } from './crm-api';

const FIELD = (name: string) => {
  const f = contactResource.fields.find((x) => x.name === name);
  if (!f) throw new Error(`no contact field ${name}`);
  return f;
};
const COLUMNS = ['Name', 'Position', 'Email', 'Phone', 'QQ', 'WeChat', 'Skype', 'IsPrimary', 'Status'];
const CONTACT_FIELDS = new Set([
  'Name',
  'Position',
  'Email',
  'Phone',
  'QQ',
  'WeChat',
  'Skype',
  'OtherNumber',
]);

function ContactDialog({
  customer,
  contact,
  onClose,
}: {
  customer: CustomerDetail;
  /** null: a new contact. */
  contact: Contact | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('crmUi');
  const { t: tr } = useTranslation();
  const qc = useQueryClient();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = contactSchema.safeParse(form.getFieldsValue(true));
    const clear = form.getFieldsError().map((e) => ({ name: e.name, errors: [] as string[] }));
    if (!parsed.success) {
      const errors = new Map<string, string>();
      for (const i of parsed.error.issues) {
        const name = String(i.path[0]);
        if (!errors.has(name)) errors.set(name, issueText(i, tr(label(`resources.contact.${name}`)), tr));
      }
      form.setFields([...clear, ...[...errors].map(([name, msg]) => ({ name, errors: [msg] }))]);
      return;
    }
    form.setFields(clear);
    setBusy(true);
    try {
      if (contact) await crmApi.updateContact(contact.Id, { ...parsed.data, Version: contact.Version });
      else {
        const { Id } = await crmApi.addContact({ ...parsed.data, CustomerId: customer.Id });
        const fresh = await qc.fetchQuery({
          queryKey: crmKeys.detail(customer.Id),
          queryFn: () => crmApi.customer(customer.Id),
        });
        if (fresh.Contacts.find((c) => c.Id === Id)?.Status === CONTACT_STATUS.pendingReview)
          toast.info(t('contact.sentToConflict'));
      }
      successPrompt('saved');
      await qc.invalidateQueries({ queryKey: crmKeys.detail(customer.Id) });
      onClose();
    } catch (err) {
      const e = err instanceof ApiError ? err : null;
      if (e?.code === -100) return;
      const field = e?.field === 'Contacts' ? 'Email' : e?.field;
      if (field && CONTACT_FIELDS.has(field)) form.setFields([{ name: field, errors: [e?.message ?? ''] }]);
      else toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      width={760}
      title={contact ? t('contact.editTitle', { name: contact.Name }) : t('contact.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'contact-save' } as never}
      destroyOnHidden
    >
      <Form
        form={form}
        name="contact"
        layout="horizontal"
        labelCol={{ flex: '90px' }}
        wrapperCol={{ flex: 'auto' }}
        initialValues={contact ?? { IsPrimary: false }}
        data-testid="contact-form"
      >
        <ContactFields prefix={[]} />
      </Form>
    </Modal>
  );
}

/**
 * A customer's contacts: add, edit, delete (the owner only: the server refuses others with its
 * message, and refuses removing the last contact); a contact sharing details with another
 * customer's goes to the contact-conflict review and shows as such.
 */
export function ContactsTab({ customer, canEdit }: { customer: CustomerDetail; canEdit: boolean }) {
  const { t } = useTranslation('crmUi');
  const { t: tr } = useTranslation();
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);

  const remove = async (c: Contact) => {
    if (!(await confirmAction({ content: t('contact.confirmDelete', { name: c.Name }), danger: true })))
      return;
    try {
      await crmApi.deleteContact(c.Id);
      successPrompt('deleted');
      await qc.invalidateQueries({ queryKey: crmKeys.detail(customer.Id) });
    } catch {
      // the API client showed the server's message (not yours, last contact…)
    }
  };

  const columns = COLUMNS.map((name) => {
    const f = FIELD(name);
    return {
      key: name,
      dataIndex: name,
      title: tr(label(f.label)),
      render: (v: unknown, row: Contact) => (
        <FieldCell field={f} value={v} row={row as unknown as Record<string, unknown>} />
      ),
    };
  });
  if (canEdit)
    columns.push({
      key: '__actions',
      dataIndex: 'Id',
      title: t('common.edit'),
      render: (_: unknown, row: Contact) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(row)}
            data-testid={`contact-edit-${row.Id}`}
          >
            {t('common.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => void remove(row)}
            data-testid={`contact-delete-${row.Id}`}
          >
            {t('common.delete')}
          </Button>
        </Space>
      ),
    });

  return (
    <div data-testid="customer-contacts-tab">
      {canEdit && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 12 }}
          onClick={() => setEditing('new')}
          data-testid="contact-add"
        >
          {t('contact.add')}
        </Button>
      )}
      <Table<Contact>
        rowKey="Id"
        size="small"
        columns={columns}
        dataSource={customer.Contacts}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
      />
      {editing !== null && (
        <ContactDialog
          customer={customer}
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
