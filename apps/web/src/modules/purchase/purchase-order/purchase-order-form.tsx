import { PO_TAX_RATES, PO_TENANTS } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { isUnitCost, poTotals } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import { PO_TERMS_OPTIONS } from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';
import '../i18n';
import { useCurrencies, useTenants } from '../../../core/lookups';
import { blankLine, isQty, lineAmount, type PoFormLine, PoLinesEditor } from './po-lines-editor';
import { SupplierSelect } from './supplier-select';

const base = '/merchant/purchase/purchaseorder';

/** What the form edits (a PO's detail answer, or nothing for a new one). */
export interface PoFormInitial {
  Id: number;
  Version: number;
  SupplierId: number;
  SupplierName: string | null;
  TenantId: number;
  WarehouseId: number | null;
  Currency: string;
  Rate: string;
  TaxRate: string;
  PaymentTerms: number;
  DeliveryAddress: string;
  Remark: string;
  Lines: {
    Id: number;
    PartId: number | null;
    Mpn: string;
    Brand: string;
    Package: string;
    DateCode: string;
    Quantity: number;
    UnitCost: string | null;
    RequiredDate: string | null;
    Remark: string;
    ReceivedQty: number;
  }[];
}

interface Head {
  SupplierId?: number | undefined;
  TenantId?: number | undefined;
  Currency: string;
  TaxRate: number;
  PaymentTerms?: number | undefined;
  DeliveryAddress: string;
  Remark: string;
}

const headOf = (p?: PoFormInitial): Head =>
  p
    ? {
        SupplierId: p.SupplierId,
        TenantId: p.TenantId,
        Currency: p.Currency,
        TaxRate: Number(p.TaxRate),
        PaymentTerms: p.PaymentTerms,
        DeliveryAddress: p.DeliveryAddress,
        Remark: p.Remark,
      }
    : { Currency: 'USD', TaxRate: 13, DeliveryAddress: '', Remark: '' };

const linesOf = (p?: PoFormInitial): PoFormLine[] =>
  p
    ? p.Lines.map((l) => ({
        key: `l${l.Id}`,
        Id: l.Id,
        PartId: l.PartId,
        Mpn: l.Mpn,
        Brand: l.Brand,
        Package: l.Package,
        DateCode: l.DateCode,
        Quantity: String(l.Quantity),
        UnitCost: l.UnitCost ?? '',
        RequiredDate: l.RequiredDate ?? '',
        Remark: l.Remark,
        ReceivedQty: l.ReceivedQty,
      }))
    : [blankLine()];

/**
 * The new-purchaseorder form (/purchase/new-purchaseorder) and the edit of a draft, rejected or
 * to-complete PO (detail screen): supplier (active ones; its payment terms and currency by default),
 * owner company (those allowed for new documents), currency with the rate that will be locked, tax,
 * terms, delivery address, remark and the lines; totals in decimals (shared poTotals). The client runs
 * the shared rules before sending; a server refusal shows on the field it names.
 */
export function PurchaseOrderForm({
  initial,
  onSaved,
  onCancel,
}: {
  initial?: PoFormInitial;
  onSaved: (id: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`purchaseOrder.${k}`);
  const [head, setHead] = useState<Head>(() => headOf(initial));
  const [lines, setLines] = useState<PoFormLine[]>(() => linesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const currencies = useCurrencies();
  const tenants = useTenants();
  const set = (patch: Partial<Head>) => setHead((h) => ({ ...h, ...patch }));
  // A new PO starts with the company's default terms (purchase-setup, decision 0048); a supplier picked
  // later replaces them with its own. An edit keeps the PO's terms.
  useEffect(() => {
    if (initial) return;
    let live = true;
    http
      .get<{ DefaultPaymentTerms?: number }>('/merchant/purchase/setup', undefined, { silent: true })
      .then((s) => {
        const v = s.DefaultPaymentTerms;
        if (live && v) setHead((h) => (h.PaymentTerms ? h : { ...h, PaymentTerms: v }));
      })
      .catch(() => {
        // Without the settings the terms stay empty (required on save).
      });
    return () => {
      live = false;
    };
  }, [initial]);
  const rate =
    initial && head.Currency === initial.Currency
      ? initial.Rate
      : head.Currency === 'CNY'
        ? '1'
        : String(currencies.data?.find((c) => c.Name === head.Currency)?.Rate ?? '—');
  const totals = poTotals(lines.map(lineAmount), head.TaxRate);

  const pickSupplier = async (id: number, row?: { Currency: string }) => {
    set({ SupplierId: id, ...(row?.Currency ? { Currency: row.Currency } : {}) });
    try {
      const s = await http.get<{ PaymentTerms: number; Currency: string }>(
        `/merchant/purchase/supplier/${id}`,
      );
      set({ PaymentTerms: s.PaymentTerms, Currency: s.Currency || row?.Currency || head.Currency });
    } catch {
      // The terms stay as picked; the server checks the supplier on save.
    }
  };

  /** The shared rules the server also enforces, named by the wire field. */
  const check = (): Record<string, string> => {
    const e: Record<string, string> = {};
    const req = t('purchaseOrder.required');
    if (!head.SupplierId) e.SupplierId = req;
    if (!head.TenantId) e.TenantId = req;
    if (!head.PaymentTerms) e.PaymentTerms = req;
    if (!lines.length) e.Lines = L('linesRequired');
    lines.forEach((l, i) => {
      if (!l.Mpn.trim()) e[`Lines[${i}].Mpn`] = req;
      if (!isQty(l.Quantity.trim())) e[`Lines[${i}].Quantity`] = L('qtyInvalid');
      if (l.UnitCost.trim() && !isUnitCost(l.UnitCost.trim())) e[`Lines[${i}].UnitCost`] = L('costInvalid');
      if (l.RequiredDate.trim() && !/^\d{4}-\d{2}-\d{2}$/.test(l.RequiredDate.trim()))
        e[`Lines[${i}].RequiredDate`] = 'YYYY-MM-DD';
    });
    return e;
  };

  const save = async () => {
    const e = check();
    setErrors(e);
    if (Object.keys(e).length) return;
    const body = {
      SupplierId: head.SupplierId,
      TenantId: head.TenantId,
      Currency: head.Currency,
      TaxRate: head.TaxRate,
      PaymentTerms: head.PaymentTerms,
      ...(initial?.WarehouseId ? { WarehouseId: initial.WarehouseId } : {}),
      DeliveryAddress: head.DeliveryAddress,
      Remark: head.Remark,
      Lines: lines.map((l) => ({
        ...(l.Id ? { Id: l.Id } : {}),
        ...(l.PartId ? { PartId: l.PartId } : {}),
        Mpn: l.Mpn.trim(),
        Brand: l.Brand.trim(),
        Package: l.Package.trim(),
        DateCode: l.DateCode.trim(),
        Quantity: Number(l.Quantity),
        ...(l.UnitCost.trim() ? { UnitCost: l.UnitCost.trim() } : {}),
        RequiredDate: l.RequiredDate.trim(),
        Remark: l.Remark,
      })),
    };
    setSaving(true);
    try {
      const res = initial
        ? await http.put<{ Version: number }>(
            `${base}/${initial.Id}`,
            { ...body, Version: initial.Version },
            { silent: true },
          )
        : await http.post<{ Id: number }>(base, body, { silent: true });
      onSaved(initial ? initial.Id : (res as { Id: number }).Id);
    } catch (err) {
      const field = err instanceof ApiError && err.field ? err.field : 'form';
      setErrors({ [field]: (err as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const item = (name: keyof Head | 'Rate', children: ReactNode) => (
    <Form.Item
      label={L(name)}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name] ? <span data-testid={`po-${name}-error`}>{errors[name]}</span> : undefined}
      style={{ minWidth: 220, marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
  return (
    <div data-testid="po-form">
      <Form layout="vertical">
        <Space wrap align="start">
          {item(
            'SupplierId',
            <SupplierSelect
              testId="po-supplier"
              value={head.SupplierId}
              label={initial?.SupplierName}
              onChange={(v, row) => void pickSupplier(v, row)}
            />,
          )}
          {item(
            'TenantId',
            <Select
              data-testid="po-tenant"
              style={{ minWidth: 200 }}
              value={head.TenantId}
              onChange={(v: number) => set({ TenantId: v })}
              options={PO_TENANTS.map((id) => ({
                value: id,
                label: tenants.data?.find((x) => x.Id === id)?.Name ?? String(id),
              }))}
            />,
          )}
          {item(
            'Currency',
            <Select
              data-testid="po-currency"
              style={{ minWidth: 100 }}
              value={head.Currency}
              onChange={(v: string) => set({ Currency: v })}
              options={['CNY', 'USD', 'HKD', 'EUR', 'GBP'].map((c) => ({ value: c, label: c }))}
            />,
          )}
          {item('Rate', <span data-testid="po-rate">{rate}</span>)}
          {item(
            'TaxRate',
            <Select
              data-testid="po-tax"
              style={{ minWidth: 90 }}
              value={head.TaxRate}
              onChange={(v: number) => set({ TaxRate: v })}
              options={PO_TAX_RATES.map((r) => ({ value: r, label: `${r}%` }))}
            />,
          )}
          {item(
            'PaymentTerms',
            <Select
              data-testid="po-terms"
              style={{ minWidth: 150 }}
              value={head.PaymentTerms}
              onChange={(v: number) => set({ PaymentTerms: v })}
              options={PO_TERMS_OPTIONS.map((o) => ({
                value: o.value,
                label: t(o.label.replace('resources.', '')),
              }))}
            />,
          )}
        </Space>
        <Space wrap align="start">
          {item(
            'DeliveryAddress',
            <Input
              data-testid="po-address"
              style={{ width: 360 }}
              value={head.DeliveryAddress}
              onChange={(e) => set({ DeliveryAddress: e.target.value })}
            />,
          )}
          {item(
            'Remark',
            <Input
              data-testid="po-remark"
              style={{ width: 360 }}
              value={head.Remark}
              onChange={(e) => set({ Remark: e.target.value })}
            />,
          )}
        </Space>
      </Form>
      <PoLinesEditor lines={lines} onChange={setLines} errors={errors} />
      <Descriptions
        size="small"
        column={3}
        style={{ marginTop: 12 }}
        items={[
          { key: 'a', label: L('Amount'), children: <span data-testid="po-amount">{totals.amount}</span> },
          {
            key: 't',
            label: L('TaxAmount'),
            children: <span data-testid="po-tax-amount">{totals.taxAmount}</span>,
          },
          { key: 'o', label: L('Total'), children: <span data-testid="po-total">{totals.total}</span> },
        ]}
      />
      {errors.form && (
        <div className="ant-form-item-explain-error" data-testid="po-form-error">
          {errors.form}
        </div>
      )}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" loading={saving} data-testid="po-form-save" onClick={() => void save()}>
          {L('formSave')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{L('formCancel')}</Button>}
      </Space>
    </div>
  );
}
