import './i18n';
import type { SalesOrderLineInput } from '@partdesk/shared/sales/sales-order/sales-order.contract';
import { lineAmount, orderTotals } from '@partdesk/shared/sales/sales-order/sales-order.totals';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../kit';

/** A line being edited: the wire line's fields plus a stable key (rows, errors). */
export interface OrderGridLine {
  key: string;
  Id?: number;
  QuoteLineId?: number;
  PartId?: number;
  PurchaseQuoteId?: number;
  LotId?: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number | null;
  UnitPrice: string;
  RequiredDate: string;
  CustomerPn: string;
  Remark: string;
}

/** Errors by `${key}.${field}`. */
export type OrderGridErrors = Record<string, string>;

let seq = 0;
export const newLineKey = () => `l${++seq}`;

export function emptyOrderLine(): OrderGridLine {
  return {
    key: newLineKey(),
    Mpn: '',
    Brand: '',
    Package: '',
    DateCode: '',
    Quantity: null,
    UnitPrice: '',
    RequiredDate: '',
    CustomerPn: '',
    Remark: '',
  };
}

/** A saved or prefilled line as a grid line. */
export function orderGridLineOf(l: Partial<SalesOrderLineInput> & { Id?: number }): OrderGridLine {
  return {
    ...emptyOrderLine(),
    ...(l.Id ? { Id: l.Id } : {}),
    ...(l.QuoteLineId ? { QuoteLineId: l.QuoteLineId } : {}),
    ...(l.PartId ? { PartId: l.PartId } : {}),
    ...(l.PurchaseQuoteId ? { PurchaseQuoteId: l.PurchaseQuoteId } : {}),
    ...(l.LotId ? { LotId: l.LotId } : {}),
    Mpn: l.Mpn ?? '',
    Brand: l.Brand ?? '',
    Package: l.Package ?? '',
    DateCode: l.DateCode ?? '',
    Quantity: l.Quantity ?? null,
    UnitPrice: l.UnitPrice ?? '',
    RequiredDate: l.RequiredDate ?? '',
    CustomerPn: l.CustomerPn ?? '',
    Remark: l.Remark ?? '',
  };
}

/** The wire line of a grid line (POST / PUT body). */
export function toLineInput(l: OrderGridLine): SalesOrderLineInput {
  return {
    ...(l.Id ? { Id: l.Id } : {}),
    ...(l.QuoteLineId ? { QuoteLineId: l.QuoteLineId } : {}),
    ...(l.PartId ? { PartId: l.PartId } : {}),
    ...(l.PurchaseQuoteId ? { PurchaseQuoteId: l.PurchaseQuoteId } : {}),
    ...(l.LotId ? { LotId: l.LotId } : {}),
    Mpn: l.Mpn.trim(),
    Brand: l.Brand.trim(),
    Package: l.Package.trim(),
    DateCode: l.DateCode.trim(),
    Quantity: l.Quantity ?? 0,
    UnitPrice: l.UnitPrice.trim(),
    RequiredDate: l.RequiredDate.trim(),
    CustomerPn: l.CustomerPn.trim(),
    Remark: l.Remark.trim(),
  };
}

export const isBlankLine = (l: OrderGridLine) =>
  !l.Id && !l.QuoteLineId && !l.Mpn.trim() && l.Quantity == null && !l.UnitPrice.trim();

const PRICE = /^\d{1,12}(\.\d{1,6})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The checks the server makes on a line, before sending (its messages are the server's, translated). */
export function lineErrors(
  lines: readonly OrderGridLine[],
  t: (k: string, o?: Record<string, unknown>) => string,
): OrderGridErrors {
  const out: OrderGridErrors = {};
  lines.forEach((l, i) => {
    const line = i + 1;
    if (!l.Mpn.trim() && !l.QuoteLineId) out[`${l.key}.Mpn`] = t('sales:lineMpnRequired', { line });
    if (l.Quantity == null || !Number.isInteger(l.Quantity) || l.Quantity <= 0)
      out[`${l.key}.Quantity`] = t('sales:lineQtyInvalid', { line });
    const p = l.UnitPrice.trim();
    if (!PRICE.test(p) || Number(p) <= 0) out[`${l.key}.UnitPrice`] = t('sales:linePriceInvalid', { line });
    if (l.RequiredDate.trim() && !DAY.test(l.RequiredDate.trim()))
      out[`${l.key}.RequiredDate`] = t('sales:lineDateInvalid', { line });
  });
  return out;
}

export interface OrderLinesGridProps {
  lines: OrderGridLine[];
  onChange: (lines: OrderGridLine[]) => void;
  errors: OrderGridErrors;
  currency?: string;
  taxRate?: number | null;
  /** Unit prices frozen (an order with a shipment). */
  priceFrozen?: boolean;
}

type TextField =
  | 'Mpn'
  | 'Brand'
  | 'Package'
  | 'DateCode'
  | 'UnitPrice'
  | 'RequiredDate'
  | 'CustomerPn'
  | 'Remark';

/**
 * The editable lines of an order: MPN, brand, package, D/C, quantity (whole), unit price (a decimal
 * string, up to 6 decimals), required date, customer PN, remark; each line's amount and the order's
 * amount, tax and total computed in decimals (sales-order.totals.ts, the server's own sums).
 */
export function OrderLinesGrid({
  lines,
  onChange,
  errors,
  currency,
  taxRate,
  priceFrozen,
}: OrderLinesGridProps) {
  const { t } = useTranslation('salesOrderUi');
  const set = (key: string, patch: Partial<OrderGridLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const err = (l: OrderGridLine, f: string) => errors[`${l.key}.${f}`];
  const wrap = (l: OrderGridLine, f: string, node: React.ReactNode) => {
    const e = err(l, f);
    return e ? (
      <Tooltip title={e} open>
        <div className="pd-cell-error" data-testid={`line-error-${l.key}-${f}`} title={e}>
          {node}
        </div>
      </Tooltip>
    ) : (
      node
    );
  };
  const text = (f: TextField, width?: number, extra?: { type?: string; disabled?: boolean }) => ({
    title: t(`col.${f}`),
    key: f,
    width,
    render: (_: unknown, l: OrderGridLine) =>
      wrap(
        l,
        f,
        <Input
          size="small"
          type={extra?.type}
          disabled={extra?.disabled}
          status={err(l, f) ? 'error' : undefined}
          value={l[f]}
          aria-label={`${t(`col.${f}`)} ${lines.indexOf(l) + 1}`}
          data-testid={`line-${f}-${lines.indexOf(l)}`}
          onChange={(e) => set(l.key, { [f]: e.target.value })}
        />,
      ),
  });
  const totals = orderTotals(lines, taxRate);
  return (
    <Table<OrderGridLine>
      size="small"
      rowKey="key"
      data-testid="sales-order-lines"
      dataSource={lines}
      pagination={false}
      scroll={{ x: 1300 }}
      columns={[
        {
          title: t('col.LineNo'),
          key: 'no',
          width: 56,
          render: (_, l, i) => (
            <span>
              {i + 1}
              {l.QuoteLineId ? (
                <Tag color="blue" style={{ marginLeft: 4 }}>
                  {t('form.fromQuote')}
                </Tag>
              ) : null}
            </span>
          ),
        },
        text('Mpn', 170),
        text('Brand', 120),
        text('Package', 90),
        text('DateCode', 80),
        {
          title: t('col.Quantity'),
          key: 'Quantity',
          width: 110,
          render: (_, l) =>
            wrap(
              l,
              'Quantity',
              <InputNumber
                size="small"
                min={1}
                precision={0}
                status={err(l, 'Quantity') ? 'error' : undefined}
                value={l.Quantity}
                aria-label={`${t('col.Quantity')} ${lines.indexOf(l) + 1}`}
                data-testid={`line-Quantity-${lines.indexOf(l)}`}
                onChange={(v) => set(l.key, { Quantity: v == null ? null : Number(v) })}
              />,
            ),
        },
        text('UnitPrice', 120, { disabled: priceFrozen }),
        {
          title: t('col.Amount'),
          key: 'Amount',
          width: 110,
          align: 'right',
          render: (_, l) => {
            const a = lineAmount(l.Quantity, l.UnitPrice);
            return (
              <span data-testid={`line-Amount-${lines.indexOf(l)}`}>{a == null ? '—' : formatMoney(a)}</span>
            );
          },
        },
        text('RequiredDate', 140, { type: 'date' }),
        text('CustomerPn', 120),
        text('Remark', 140),
        {
          title: '',
          key: 'remove',
          width: 70,
          render: (_, l) => (
            <Button
              size="small"
              type="link"
              danger
              disabled={lines.length <= 1}
              data-testid={`line-remove-${lines.indexOf(l)}`}
              onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
            >
              {t('form.removeLine')}
            </Button>
          ),
        },
      ]}
      footer={() => (
        <div style={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 12 }}>
          <Button
            size="small"
            onClick={() => onChange([...lines, emptyOrderLine()])}
            data-testid="sales-order-add-line"
          >
            {t('form.addLine')}
          </Button>
          <span data-testid="sales-order-totals">
            {t('totals.amount')}: <b data-testid="total-amount">{formatMoney(totals.amount)}</b> ·{' '}
            {t('totals.tax', { rate: taxRate ?? 0 })}:{' '}
            <b data-testid="total-tax">{formatMoney(totals.tax)}</b> · {t('totals.total')}:{' '}
            <b data-testid="total-total">
              {currency ?? ''} {formatMoney(totals.total)}
            </b>
          </span>
        </div>
      )}
    />
  );
}
