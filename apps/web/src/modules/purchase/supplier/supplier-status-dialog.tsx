import '../i18n';
import type { SupplierDetail } from '@partdesk/shared/purchase/supplier/supplier.contract';
import { SUPPLIER_STATUS_OPTIONS } from '@partdesk/shared/purchase/supplier/supplier.resource';
import { supplierStatusProblem } from '@partdesk/shared/purchase/supplier/supplier.rules';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/http';
import { supplierApi } from './supplier-api';

/** Suspend, blacklist or clear a supplier (the lead's 0102 button): a reason unless back to active. */
export function SupplierStatusDialog({
  supplier,
  open,
  onClose,
  onDone,
}: {
  supplier: SupplierDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('supplierUi');
  const { t: tr } = useTranslation('resources');
  const { t: tp } = useTranslation('purchase');
  const [status, setStatus] = useState<1 | 2 | 3>(supplier.Status === 1 ? 2 : 1);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const p = supplierStatusProblem({ Status: status, Reason: reason });
    if (p) return setError(tp(p.key));
    setBusy(true);
    try {
      await supplierApi.status(supplier.Id, { Version: supplier.Version, Status: status, Reason: reason });
      onDone();
    } catch (e) {
      setError(e instanceof ApiError ? e.message : (e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('changeStatus')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ loading: busy, 'data-testid': 'supplier-status-ok' } as never}
    >
      <Form layout="vertical">
        <Form.Item label={t('newStatus')}>
          <Select
            value={status}
            onChange={(v) => setStatus(v)}
            data-testid="supplier-status-select"
            options={SUPPLIER_STATUS_OPTIONS.filter((o) => o.value !== supplier.Status).map((o) => ({
              value: o.value,
              label: tr(o.label.replace('resources.', '')),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('reason')}
          extra={t('reasonHelp')}
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Input.TextArea
            value={reason}
            maxLength={500}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
            data-testid="supplier-status-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
