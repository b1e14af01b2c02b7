import { SUPPLIER_CURRENCIES } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type {
  InternalStockOrderCreate,
  InternalStockOrderDetail,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.contract';
import { INTERNAL_STOCK_ORDER_STATUS_OPTIONS } from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.resource';
import {
  isStockOrderQty,
  isTargetCost,
} from '@partdesk/shared/purchase/internal-stock-order/internal-stock-order.rules';
import { PO_TENANTS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError } from '../../../core/http';
import { useTenants } from '../../../core/lookups';
import { DocumentTabs, ErrorState, LoadingState } from '../../../kit';
import { stockOrderApi } from './internal-stock-order-api';

type Line = {
  key: number;
  Mpn: string;
  Brand: string;
  Package: string;
  Quantity: string;
  TargetCost: string;
  RequiredDate: string;
};
type Head = { TenantId: number; Currency: string; Reason: string; Remark: string };
let nextKey = 1;
const blankLine = (): Line => ({
  key: nextKey++,
  Mpn: '',
  Brand: '',
  Package: '',
  Quantity: '',
  TargetCost: '',
  RequiredDate: '',
});

const linesOf = (d: InternalStockOrderDetail): Line[] =>
  d.Lines.map((l) => ({
    key: nextKey++,
    Mpn: l.Mpn,
    Brand: l.Brand,
    Package: l.Package,
    Quantity: String(l.Quantity),
    TargetCost: l.TargetCost ? String(Number(l.TargetCost)) : '',
    RequiredDate: l.RequiredDate ?? '',
  }));

/**
 * An internal stock order in the list's drawer (decision 0057): new (`id` absent) → owner company,
 * reason, target-cost currency, remark and lines (MPN, brand, package, quantity, target cost, required
 * date), saved as a draft and shown; an existing one → its status, the rejection comment, the lines with
 * what POs hold and received, editable by whoever raised it while draft / rejected, submit, cancel (with
 * a reason), and for the purchasing head approve / reject of a pending one. Quantities and costs are
 * checked here with the shared rules; a server refusal shows on the field it names.
 */
export function InternalStockOrderForm({
  id,
  onSaved,
  onDone,
}: {
  id?: number;
  onSaved?: (row: { Id: number; No: string }) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`internalStockOrder.${k}`);
  const qc = useQueryClient();
  const tenants = useTenants();
  const detail = useQuery({
    queryKey: ['internalStockOrder', 'detail', id],
    enabled: !!id,
    queryFn: () => stockOrderApi.detail(id!),
  });
  const [head, setHead] = useState<Head>({
    TenantId: PO_TENANTS[0]!,
    Currency: 'USD',
    Reason: '',
    Remark: '',
  });
  const [lines, setLines] = useState<Line[]>(() => [blankLine()]);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  useEffect(() => {
    if (!d) return;
    setHead({ TenantId: d.TenantId, Currency: d.Currency, Reason: d.Reason, Remark: d.Remark });
    setLines(linesOf(d));
  }, [d]);
  if (id && detail.isLoading) return <LoadingState />;
  if (id && detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const editable = !id || !!d?.CanEdit;
  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: errors[f] } : {});
  const refusal = (e: unknown) =>
    setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
  const reload = async () => {
    await qc.invalidateQueries({ queryKey: ['internalStockOrder'] });
    await qc.invalidateQueries({ queryKey: ['resource', 'purchase.internalStockOrder'] });
  };
  const setLine = (key: number, patch: Partial<Line>) =>
    setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  /** The body, or the first field the shared rules refuse. */
  const bodyOf = (): InternalStockOrderCreate | null => {
    const bad: Record<string, string> = {};
    lines.forEach((l, i) => {
      if (!l.Mpn.trim()) bad[`Lines[${i}].Mpn`] = L('Mpn');
      if (!isStockOrderQty(Number(l.Quantity)) || !/^\d+$/.test(l.Quantity.trim()))
        bad[`Lines[${i}].Quantity`] = L('Quantity');
      if (!isTargetCost(l.TargetCost.trim())) bad[`Lines[${i}].TargetCost`] = L('TargetCost');
    });
    if (Object.keys(bad).length) {
      setErrors(bad);
      return null;
    }
    return {
      ...head,
      Lines: lines.map((l) => ({
        Mpn: l.Mpn.trim(),
        Brand: l.Brand,
        Package: l.Package,
        Quantity: Number(l.Quantity),
        TargetCost: l.TargetCost.trim(),
        RequiredDate: l.RequiredDate,
        Remark: '',
      })),
    };
  };
  const run = async (fn: () => Promise<unknown>, success?: string) => {
    setBusy(true);
    try {
      await fn();
      if (success) toast.success(success);
      await reload();
    } catch (e) {
      refusal(e);
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    setErrors({});
    const body = bodyOf();
    if (!body) return;
    if (id && d) return run(() => stockOrderApi.update(id, { ...body, Version: d.Version }), L('saved'));
    setBusy(true);
    try {
      const made = await stockOrderApi.create(body);
      await reload();
      onSaved ? onSaved(made) : onDone();
    } catch (e) {
      refusal(e);
    } finally {
      setBusy(false);
    }
  };
  const status = d ? INTERNAL_STOCK_ORDER_STATUS_OPTIONS.find((o) => o.value === d.status) : undefined;
  const cell = (l: Line, i: number, k: keyof Omit<Line, 'key'>, type?: string) => (
    <Form.Item style={{ margin: 0 }} {...err(`Lines[${i}].${k}`)}>
      <Input
        type={type}
        data-testid={`nb-line-${i}-${k}`}
        value={l[k]}
        disabled={!editable || busy}
        onChange={(e) => setLine(l.key, { [k]: e.target.value })}
      />
    </Form.Item>
  );
  const onPo = new Map((d?.Lines ?? []).map((l, i) => [i, l]));

  const body = (
    <div data-testid="internal-stock-order-form">
      {d && (
        <Space style={{ marginBottom: 12 }}>
          <span>{d.No}</span>
          {status && (
            <Tag color={status.color} data-testid="nb-status">
              {t(status.label.replace('resources.', ''))}
            </Tag>
          )}
          <span>{d.OwnerName}</span>
        </Space>
      )}
      {d?.ReviewComment && d.status === 4 && (
        <Alert
          type="error"
          style={{ marginBottom: 12 }}
          title={`${L('ReviewComment')}: ${d.ReviewComment}`}
        />
      )}
      {errors.form && (
        <Alert type="error" style={{ marginBottom: 12 }} title={errors.form} data-testid="nb-error" />
      )}
      <Form layout="vertical" disabled={!editable || busy}>
        <Space wrap>
          <Form.Item label={t('common.Tenant')} required {...err('TenantId')}>
            <Select
              data-testid="nb-tenant"
              style={{ minWidth: 200 }}
              disabled={!!id}
              value={head.TenantId}
              onChange={(v: number) => setHead((h) => ({ ...h, TenantId: v }))}
              options={PO_TENANTS.map((v) => ({
                value: v,
                label: tenants.data?.find((x) => x.Id === v)?.Name ?? String(v),
              }))}
            />
          </Form.Item>
          <Form.Item label={L('Currency')} {...err('Currency')}>
            <Select
              data-testid="nb-currency"
              style={{ minWidth: 100 }}
              value={head.Currency}
              onChange={(v: string) => setHead((h) => ({ ...h, Currency: v }))}
              options={SUPPLIER_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Space>
        <Form.Item label={L('Reason')} required {...err('Reason')}>
          <Input
            data-testid="nb-reason"
            value={head.Reason}
            onChange={(e) => setHead((h) => ({ ...h, Reason: e.target.value }))}
          />
        </Form.Item>
        <Form.Item label={L('Remark')} {...err('Remark')}>
          <Input.TextArea
            data-testid="nb-remark"
            value={head.Remark}
            onChange={(e) => setHead((h) => ({ ...h, Remark: e.target.value }))}
          />
        </Form.Item>
      </Form>
      <div style={{ marginBottom: 4 }}>{L('Lines')}</div>
      {errors.Lines && <div style={{ color: '#ff4d4f' }}>{errors.Lines}</div>}
      <Table<Line>
        data-testid="nb-lines"
        size="small"
        pagination={false}
        rowKey="key"
        dataSource={lines}
        scroll={{ x: 900 }}
        columns={[
          { title: L('Mpn'), render: (_, l, i) => cell(l, i, 'Mpn') },
          { title: L('Brand'), render: (_, l, i) => cell(l, i, 'Brand') },
          { title: L('Package'), width: 100, render: (_, l, i) => cell(l, i, 'Package') },
          { title: L('Quantity'), width: 110, render: (_, l, i) => cell(l, i, 'Quantity') },
          { title: L('TargetCost'), width: 110, render: (_, l, i) => cell(l, i, 'TargetCost') },
          { title: L('RequiredDate'), width: 140, render: (_, l, i) => cell(l, i, 'RequiredDate', 'date') },
          ...(d && !editable
            ? [
                {
                  title: L('OnOrderQty'),
                  width: 90,
                  render: (_: unknown, _l: Line, i: number) => onPo.get(i)?.OnOrderQty ?? 0,
                },
                {
                  title: L('ReceivedQty'),
                  width: 90,
                  render: (_: unknown, _l: Line, i: number) => onPo.get(i)?.ReceivedQty ?? 0,
                },
              ]
            : []),
          ...(editable
            ? [
                {
                  title: '',
                  width: 70,
                  render: (_: unknown, l: Line) => (
                    <Button
                      size="small"
                      disabled={lines.length < 2 || busy}
                      onClick={() => setLines((ls) => ls.filter((x) => x.key !== l.key))}
                    >
                      {L('removeLine')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Button
          style={{ margin: '8px 0' }}
          data-testid="nb-add-line"
          onClick={() => setLines((ls) => [...ls, blankLine()])}
        >
          {L('addLine')}
        </Button>
      )}
      {(d?.PendingRequestId || d?.CanCancel) && (
        <Input
          style={{ margin: '8px 0' }}
          data-testid="nb-comment"
          placeholder={L('comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
      )}
      {errors.Reason && d && <div style={{ color: '#ff4d4f' }}>{errors.Reason}</div>}
      <Space style={{ marginTop: 8 }} wrap>
        {editable && (
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="nb-save">
            {L('save')}
          </Button>
        )}
        {editable && id && d && (
          <Button
            loading={busy}
            data-testid="nb-submit"
            onClick={() => void run(() => stockOrderApi.submit(id, d.Version), L('submitted'))}
          >
            {L('submit')}
          </Button>
        )}
        {d?.PendingRequestId && (
          <>
            <Button
              type="primary"
              loading={busy}
              data-testid="nb-approve"
              onClick={() =>
                void run(() => stockOrderApi.decide('approve', d.PendingRequestId!, comment), L('decided'))
              }
            >
              {L('approve')}
            </Button>
            <Button
              danger
              loading={busy}
              data-testid="nb-reject"
              onClick={() =>
                void run(() => stockOrderApi.decide('reject', d.PendingRequestId!, comment), L('decided'))
              }
            >
              {L('reject')}
            </Button>
          </>
        )}
        {id && d?.CanCancel && (
          <Button
            danger
            loading={busy}
            data-testid="nb-cancel"
            onClick={() => void run(() => stockOrderApi.cancel(id, d.Version, comment), L('cancelled'))}
          >
            {L('cancel')}
          </Button>
        )}
      </Space>
    </div>
  );
  return id ? (
    <DocumentTabs type="internalStockOrder" id={id}>
      {body}
    </DocumentTabs>
  ) : (
    body
  );
}
