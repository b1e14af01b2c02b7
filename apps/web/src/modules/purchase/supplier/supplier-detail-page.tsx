import '../i18n';
import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type {
  SupplierBankView,
  SupplierContactView,
  SupplierNameView,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import {
  SUPPLIER_GRADE_OPTIONS,
  SUPPLIER_STATUS_OPTIONS,
  SUPPLIER_TERMS_OPTIONS,
  SUPPLIER_TYPE_OPTIONS,
} from '@partdesk/shared/purchase/supplier/supplier.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  DocumentTabs,
  EmptyState,
  ErrorState,
  formatDateTime,
  LoadingState,
  successPrompt,
} from '../../../kit';
import { supplierApi } from './supplier-api';
import { SupplierForm } from './supplier-form';
import { SupplierAttachments, SupplierHistory } from './supplier-record-tabs';
import { SupplierScorecardCard } from './supplier-scorecard-card';
import { SupplierStatusDialog } from './supplier-status-dialog';

/** Former names, newest first (the full list with the current name: supplierNameDetail). */
export function NamesTable({ rows, testId }: { rows: SupplierNameView[]; testId: string }) {
  const { t } = useTranslation('supplierUi');
  return (
    <Table<SupplierNameView>
      size="small"
      rowKey={(r) => `${r.Name}|${r.ValidFrom}`}
      data-testid={testId}
      dataSource={rows}
      pagination={false}
      locale={{ emptyText: t('none') }}
      columns={[
        { title: t('formerNames'), dataIndex: 'Name' },
        {
          title: t('validFrom'),
          dataIndex: 'ValidFrom',
          width: 170,
          render: (v: string) => formatDateTime(v),
        },
        {
          title: t('validTo'),
          dataIndex: 'ValidTo',
          width: 170,
          render: (v: string | null) => (v ? formatDateTime(v) : <Tag color="green">{t('current')}</Tag>),
        },
        { title: t('changedBy'), dataIndex: 'ChangedByName', width: 120 },
      ]}
    />
  );
}

/**
 * /purchase/supplierControl/supplier-detail?id=: one supplier — basics, status with its reason; tabs for
 * contacts, bank accounts, brands, former names, history, attachments (trace last). Edit (its buyer or a
 * lead) opens the form in a drawer; Change status is the lead's.
 */
export default function SupplierDetailPage() {
  const { t } = useTranslation('supplierUi');
  const { t: tr } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['supplier', 'detail', id],
    queryFn: () => supplierApi.detail(id),
    enabled: id > 0,
  });
  const [editing, setEditing] = useState(false);
  const [statusOpen, setStatusOpen] = useState(false);
  if (!(id > 0)) return <EmptyState description={t('missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const d = q.data;
  const label = (k: string) => tr(`supplier.${k}`);
  const optLabel = (opts: readonly { value: number | string; label: string }[], v: number | string) => {
    const o = opts.find((x) => x.value === v);
    return o ? tr(o.label.replace('resources.', '')) : String(v);
  };
  const status = SUPPLIER_STATUS_OPTIONS.find((o) => o.value === d.Status);
  const reload = async () => {
    await qc.invalidateQueries({ queryKey: ['supplier'] });
    await qc.invalidateQueries({ queryKey: ['resource', 'purchase.supplier'] });
  };
  return (
    <div data-testid="supplier-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        title={`${d.Code} · ${d.Name}`}
        extra={
          <Space wrap>
            <Link to={`/purchase/supplierControl/supplierNameDetail?id=${d.Id}`}>{t('names')}</Link>
            {d.CanEdit && (
              <Button data-testid="supplier-edit" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            )}
            {d.CanChangeStatus && (
              <Button danger data-testid="supplier-change-status" onClick={() => setStatusOpen(true)}>
                {t('changeStatus')}
              </Button>
            )}
          </Space>
        }
        items={[
          { key: 'sn', label: label('ShortName'), children: d.ShortName },
          { key: 'ty', label: label('Type'), children: optLabel(SUPPLIER_TYPE_OPTIONS, d.Type) },
          {
            key: 'st',
            label: label('Status'),
            children: (
              <Space>
                <Tag color={status?.color} data-testid="supplier-status">
                  {optLabel(SUPPLIER_STATUS_OPTIONS, d.Status)}
                </Tag>
                {d.StatusReason && <Typography.Text type="secondary">{d.StatusReason}</Typography.Text>}
              </Space>
            ),
          },
          { key: 'co', label: label('CountryCode'), children: `${d.CountryCode} ${d.City}` },
          { key: 'ad', label: label('Address'), children: d.Address },
          { key: 'gr', label: label('Grade'), children: optLabel(SUPPLIER_GRADE_OPTIONS, d.Grade) },
          { key: 'cu', label: label('Currency'), children: d.Currency },
          {
            key: 'pt',
            label: label('PaymentTerms'),
            children: optLabel(SUPPLIER_TERMS_OPTIONS, d.PaymentTerms),
          },
          { key: 'tx', label: label('TaxNo'), children: d.TaxNo },
          { key: 'ow', label: t('owner'), children: d.OwnerName },
          { key: 'we', label: label('Website'), children: d.Website },
          { key: 'ca', label: t('createdAt'), children: formatDateTime(d.CreatedAt) },
          { key: 're', label: label('Remark'), children: d.Remark },
        ]}
      />
      <div style={{ marginTop: 12, marginBottom: 12 }}>
        <SupplierScorecardCard supplierId={d.Id} />
      </div>
      <DocumentTabs
        type={SUPPLIER_DOC}
        id={d.Id}
        detailLabel={t('contacts')}
        extraTabs={[
          {
            key: 'banks',
            label: t('banks'),
            children: (
              <Table<SupplierBankView>
                size="small"
                rowKey="Id"
                data-testid="supplier-banks"
                dataSource={d.Banks}
                pagination={false}
                locale={{ emptyText: t('none') }}
                columns={[
                  { title: t('bankName'), dataIndex: 'BankName' },
                  { title: t('accountName'), dataIndex: 'AccountName' },
                  { title: t('accountNo'), dataIndex: 'AccountNo' },
                  { title: t('swift'), dataIndex: 'SwiftCode', width: 120 },
                  { title: label('Currency'), dataIndex: 'Currency', width: 70 },
                  { title: label('CountryCode'), dataIndex: 'CountryCode', width: 70 },
                  {
                    title: t('isDefault'),
                    dataIndex: 'IsDefault',
                    width: 70,
                    render: (v: boolean) => (v ? <Tag color="blue">{t('isDefault')}</Tag> : null),
                  },
                ]}
              />
            ),
          },
          {
            key: 'brands',
            label: t('brands'),
            children: d.Brands.length ? (
              <Space wrap data-testid="supplier-brands-tab">
                {d.Brands.map((b) => (
                  <Tag key={b.BrandId} color={b.IsProxy ? 'gold' : undefined}>
                    {b.Name}
                    {b.IsProxy ? ` · ${t('proxy')}` : ''}
                  </Tag>
                ))}
              </Space>
            ) : (
              <EmptyState description={t('none')} />
            ),
          },
          {
            key: 'names',
            label: t('formerNames'),
            children: <NamesTable rows={d.FormerNames} testId="supplier-former-names" />,
          },
          { key: 'history', label: t('history'), children: <SupplierHistory id={d.Id} /> },
          {
            key: 'attachments',
            label: t('attachments'),
            children: <SupplierAttachments id={d.Id} canEdit={d.CanEdit} />,
          },
        ]}
      >
        <Table<SupplierContactView>
          size="small"
          rowKey="Id"
          data-testid="supplier-contacts"
          dataSource={d.Contacts}
          pagination={false}
          locale={{ emptyText: t('none') }}
          columns={[
            {
              title: label('ContactName'),
              dataIndex: 'Name',
              render: (v: string, c) =>
                c.IsPrimary ? (
                  <Space>
                    {v}
                    <Tag color="blue">{t('primary')}</Tag>
                  </Space>
                ) : (
                  v
                ),
            },
            { title: t('position'), dataIndex: 'Position' },
            { title: label('Email'), dataIndex: 'Email' },
            { title: label('Phone'), dataIndex: 'Phone' },
            { title: t('qq'), dataIndex: 'Qq', width: 110 },
            { title: t('wechat'), dataIndex: 'Wechat', width: 130 },
            { title: t('skype'), dataIndex: 'Skype', width: 130 },
          ]}
        />
      </DocumentTabs>
      <Drawer
        open={editing}
        width={960}
        title={label('editTitle')}
        onClose={() => setEditing(false)}
        destroyOnHidden
      >
        <SupplierForm
          record={d}
          onDone={() => {
            setEditing(false);
            successPrompt('saved');
            void reload();
          }}
        />
      </Drawer>
      {statusOpen && (
        <SupplierStatusDialog
          supplier={d}
          open={statusOpen}
          onClose={() => setStatusOpen(false)}
          onDone={() => {
            setStatusOpen(false);
            successPrompt('saved');
            void reload();
          }}
        />
      )}
    </div>
  );
}
