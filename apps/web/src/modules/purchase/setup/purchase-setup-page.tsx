import '../i18n';
import { PO_TERMS_OPTIONS } from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import { SALES_CARGO_REVIEW } from '@partdesk/shared/purchase/setup/purchase-setup.codes';
import type { PurchaseSetup } from '@partdesk/shared/purchase/setup/purchase-setup.contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { ErrorState, LoadingState } from '../../../kit';

const URL = '/merchant/purchase/setup';
interface Values {
  ReviewThreshold: string;
  DefaultPaymentTerms: number;
  InboundWarehouseIds: number[];
  SalesCargoReview: number;
}
type Warehouse = { Id: number; Name: string };

/**
 * /purchase/purchase-setup (decision 0048): the PO review threshold (CNY; from it the administrator's
 * step follows the purchasing head's), the default terms of a new PO, the warehouses goods may be
 * received into, which shipments purchasing reviews before they ship (decision 0053). Saved at Version;
 * a refusal shows on its field.
 */
export default function PurchaseSetupPage() {
  const { t } = useTranslation('purchaseSetupUi');
  const { t: tr } = useTranslation('resources');
  const qc = useQueryClient();
  const may = useMay();
  const canEdit = may('PUT merchant/purchase/setup');
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const q = useQuery({ queryKey: ['purchaseSetup'], queryFn: () => http.get<PurchaseSetup>(URL) });
  const wh = useQuery({
    queryKey: ['purchaseSetup', 'warehouses'],
    queryFn: async () =>
      (await http.get<Warehouse[] | { Records: Warehouse[] }>('/merchant/common/warehouse')) ?? [],
  });
  useEffect(() => {
    if (q.data)
      form.setFieldsValue({
        ReviewThreshold: q.data.ReviewThreshold,
        DefaultPaymentTerms: q.data.DefaultPaymentTerms,
        InboundWarehouseIds: q.data.InboundWarehouseIds,
        SalesCargoReview: q.data.SalesCargoReview,
      });
  }, [q.data, form]);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  const warehouses = Array.isArray(wh.data) ? wh.data : (wh.data?.Records ?? []);

  const save = async (v: Values) => {
    setSaving(true);
    setSaved(false);
    try {
      await http.put<PurchaseSetup>(URL, {
        ...v,
        ReviewThreshold: String(v.ReviewThreshold).trim(),
        Version: d.Version,
      });
      setSaved(true);
      await qc.invalidateQueries({ queryKey: ['purchaseSetup'] });
    } catch (e) {
      const field = e instanceof ApiError ? e.field : null;
      const name = field?.replace(/\[\d+\]$/, '') as keyof Values | undefined;
      if (
        name &&
        ['ReviewThreshold', 'DefaultPaymentTerms', 'InboundWarehouseIds', 'SalesCargoReview'].includes(name)
      )
        form.setFields([{ name, errors: [(e as Error).message] }]);
      else if (!(e instanceof ApiError)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('setupTitle')} data-testid="purchase-setup">
      {!canEdit && <Alert type="info" showIcon message={t('readOnly')} style={{ marginBottom: 16 }} />}
      <Form<Values>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        onFinish={save}
        disabled={!canEdit}
      >
        <Typography.Title level={5}>{t('reviewSection')}</Typography.Title>
        <Form.Item name="ReviewThreshold" label={t('ReviewThreshold')} extra={t('ReviewThresholdHelp')}>
          <Input data-testid="setup-threshold" inputMode="decimal" suffix="CNY" />
        </Form.Item>
        <Form.Item label={t('ReviewExtraRoles')}>
          <span data-testid="setup-extra-roles">{d.ReviewExtraRoles.join('、')}</span>
        </Form.Item>
        <Typography.Title level={5}>{t('termsSection')}</Typography.Title>
        <Form.Item
          name="DefaultPaymentTerms"
          label={t('DefaultPaymentTerms')}
          extra={t('DefaultPaymentTermsHelp')}
        >
          <Select
            data-testid="setup-terms"
            options={PO_TERMS_OPTIONS.map((o) => ({
              value: o.value,
              label: tr(o.label.replace('resources.', '')),
            }))}
          />
        </Form.Item>
        <Typography.Title level={5}>{t('inboundSection')}</Typography.Title>
        <Form.Item
          name="InboundWarehouseIds"
          label={t('InboundWarehouseIds')}
          extra={t('InboundWarehouseIdsHelp')}
        >
          <Select
            data-testid="setup-warehouses"
            mode="multiple"
            allowClear
            loading={wh.isLoading}
            options={warehouses.map((w) => ({ value: w.Id, label: w.Name }))}
          />
        </Form.Item>
        <Typography.Title level={5}>{t('cargoSection')}</Typography.Title>
        <Form.Item name="SalesCargoReview" label={t('SalesCargoReview')} extra={t('SalesCargoReviewHelp')}>
          <Select
            data-testid="setup-cargo-review"
            options={[
              { value: SALES_CARGO_REVIEW.off, label: t('cargoOff') },
              { value: SALES_CARGO_REVIEW.boughtForOrder, label: t('cargoBought') },
              { value: SALES_CARGO_REVIEW.all, label: t('cargoAll') },
            ]}
          />
        </Form.Item>
        {d.UpdatedAt && (
          <Typography.Paragraph type="secondary">
            {t('updated', { at: new Date(d.UpdatedAt).toLocaleString(), by: d.UpdatedByName })}
          </Typography.Paragraph>
        )}
        {saved && (
          <Alert
            type="success"
            showIcon
            message={t('saved')}
            style={{ marginBottom: 12 }}
            data-testid="setup-saved"
          />
        )}
        {canEdit && (
          <Button type="primary" htmlType="submit" loading={saving} data-testid="setup-save">
            {t('save')}
          </Button>
        )}
      </Form>
    </Card>
  );
}
