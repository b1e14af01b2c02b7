import '../i18n';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import type { Row } from '../../../kit';
import { CustomerSelect } from '../../crm';

/**
 * A salesperson claims a pending bank receipt for one of their customers (PUT
 * /merchant/finance/bankreceipt/:id/claim with the row's Version; decision 0050). The picker lists the
 * caller's customers (the CRM's data scope); the server's refusal (not their customer, already claimed
 * or changed) shows in the dialog.
 */
export function ClaimDialog({ row, close }: { row: Row; close: (changed: boolean) => void }) {
  const { t } = useTranslation('financeUi');
  const [customerId, setCustomerId] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    if (!customerId) {
      setError(t('claimUi.pickCustomer'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await http.put(`/merchant/finance/bankreceipt/${row.Id}/claim`, {
        CustomerId: customerId,
        Version: Number(row.Version),
      });
      toast.success(t('claimUi.done', { no: row.No }));
      close(true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('claimUi.title', { no: row.No })}
      okText={t('claimUi.confirm')}
      onOk={() => void ok()}
      confirmLoading={busy}
      onCancel={() => close(false)}
    >
      <div data-testid="claim-dialog">
        <Typography.Paragraph>
          {t('claimUi.hint', {
            payer: row.PayerName,
            amount: row.Amount,
            currency: row.Currency,
            date: row.ValueDate,
          })}
        </Typography.Paragraph>
        {error && (
          <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="claim-error" />
        )}
        <Form layout="vertical">
          <Form.Item label={t('claimUi.customer')} required>
            <CustomerSelect
              value={customerId}
              onChange={(id) => setCustomerId(id)}
              data-testid="claim-customer"
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
