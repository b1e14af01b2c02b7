import './i18n';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { bomMpnNorm } from '@partdesk/shared/bom/mpn-key';
import { INQUIRY_CURRENCIES } from '@partdesk/shared/inquiry/inquiry-codes';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tooltip from 'antd/es/tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InquiryLine, LineInput } from './inquiry-api';

/** A line of the editable grid: an existing line (`Id`) or a new one (typed or from a BOM import). */
export interface GridLine {
  key: string;
  Id?: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: string;
  TargetPrice: string;
  Currency: string;
  Delivery: string;
  IsUrgent: boolean;
  CustomerPn: string;
  Description: string;
  Remark: string;
}

let seq = 0;
const nextKey = () => `n${++seq}`;

export const emptyLine = (): GridLine => ({
  key: nextKey(),
  Mpn: '',
  Brand: '',
  Package: '',
  DateCode: '',
  Quantity: '',
  TargetPrice: '',
  Currency: '',
  Delivery: '',
  IsUrgent: false,
  CustomerPn: '',
  Description: '',
  Remark: '',
});

export const gridLineOf = (l: Partial<LineInput> & Partial<InquiryLine>): GridLine => ({
  key: l.Id ? `l${l.Id}` : nextKey(),
  Id: l.Id,
  Mpn: l.Mpn ?? '',
  Brand: l.Brand ?? '',
  Package: l.Package ?? '',
  DateCode: l.DateCode ?? '',
  Quantity: l.Quantity == null ? '' : String(l.Quantity),
  TargetPrice: l.TargetPrice ?? '',
  Currency: l.Currency ?? '',
  Delivery: l.Delivery ?? '',
  IsUrgent: l.IsUrgent === true,
  CustomerPn: l.CustomerPn ?? '',
  Description: l.Description ?? '',
  Remark: l.Remark ?? '',
});

/** Errors by `${line key}.${field}`. */
export type GridErrors = Record<string, string>;

type TextField =
  | 'Mpn'
  | 'Brand'
  | 'Package'
  | 'DateCode'
  | 'Quantity'
  | 'TargetPrice'
  | 'Delivery'
  | 'CustomerPn'
  | 'Remark';

/** Fields an existing line keeps (the server matched the part on them). */
const FIXED_ON_EXISTING = new Set(['Mpn', 'Brand', 'CustomerPn']);

const TEXT_COLUMNS: { name: TextField; width: number; max: number }[] = [
  { name: 'Mpn', width: 170, max: 64 },
  { name: 'Brand', width: 110, max: 64 },
  { name: 'Package', width: 100, max: 64 },
  { name: 'DateCode', width: 80, max: 32 },
  { name: 'Quantity', width: 100, max: 12 },
  { name: 'TargetPrice', width: 100, max: 24 },
];
const TAIL_COLUMNS: { name: TextField; width: number; max: number }[] = [
  { name: 'Delivery', width: 100, max: 64 },
  { name: 'CustomerPn', width: 120, max: 4000 },
  { name: 'Remark', width: 140, max: 500 },
];

export interface LineGridProps {
  lines: GridLine[];
  onChange: (lines: GridLine[]) => void;
  errors: GridErrors;
  /** Extra content above the grid (the BOM import). */
  extra?: ReactNode;
}

/**
 * The editable line grid of the inquiry form: MPN, brand, package, D/C, quantity, target price,
 * currency, delivery, urgent, customer PN, remark. Existing lines keep MPN, brand and customer PN;
 * new lines can be removed. Cells with an error are outlined red with the message shown under them
 * (and in their tooltip); an MPN written otherwise than its normalised form shows that form under it.
 */
export function LineGrid({ lines, onChange, errors, extra }: LineGridProps) {
  const { t } = useTranslation('inquiryUi');
  const { t: tr } = useTranslation('resources');
  const set = (key: string, patch: Partial<GridLine>) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const textColumn = (c: { name: TextField; width: number; max: number }) => ({
    key: c.name,
    title: tr(`inquiryLine.${c.name}`),
    width: c.width,
    render: (_: unknown, l: GridLine, index: number) => {
      const error = errors[`${l.key}.${c.name}`];
      if (l.Id && FIXED_ON_EXISTING.has(c.name)) return <span>{l[c.name]}</span>;
      const norm = c.name === 'Mpn' && l.Mpn.trim() ? bomMpnNorm(l.Mpn) : '';
      return (
        <Tooltip title={error} open={error ? undefined : false}>
          <Input
            size="small"
            value={l[c.name]}
            maxLength={c.max}
            status={error ? 'error' : undefined}
            inputMode={c.name === 'Quantity' || c.name === 'TargetPrice' ? 'decimal' : undefined}
            onChange={(e) => set(l.key, { [c.name]: e.target.value })}
            aria-label={`${tr(`inquiryLine.${c.name}`)} ${index + 1}`}
            data-testid={`line-${index}-${c.name}`}
          />
          {norm && norm !== l.Mpn.trim() && (
            <div
              className="pd-cell-hint"
              style={{ fontSize: 12, color: '#8c8c8c' }}
              data-testid={`line-${index}-MpnNorm`}
            >
              {t('form.mpnNorm', { mpn: norm })}
            </div>
          )}
          {error && (
            <div
              style={{ fontSize: 12, color: '#ff4d4f', whiteSpace: 'normal' }}
              data-testid={`line-${index}-${c.name}-error`}
            >
              {error}
            </div>
          )}
        </Tooltip>
      );
    },
  });

  return (
    <div data-testid="line-grid">
      {extra}
      <Table<GridLine>
        size="small"
        rowKey="key"
        dataSource={lines}
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            key: 'No',
            title: '#',
            width: 60,
            render: (_: unknown, l: GridLine, i: number) =>
              l.Id ? i + 1 : <span title={t('form.newLine')}>{i + 1}*</span>,
          },
          ...TEXT_COLUMNS.map(textColumn),
          {
            key: 'Currency',
            title: tr('inquiryLine.Currency'),
            width: 90,
            render: (_: unknown, l: GridLine, i: number) => (
              <Select
                size="small"
                allowClear
                style={{ width: 80 }}
                value={l.Currency || undefined}
                options={INQUIRY_CURRENCIES.map((c) => ({ value: c, label: c }))}
                onChange={(v?: string) => set(l.key, { Currency: v ?? '' })}
                data-testid={`line-${i}-Currency`}
              />
            ),
          },
          ...TAIL_COLUMNS.map(textColumn),
          {
            key: 'IsUrgent',
            title: tr('inquiryLine.IsUrgent'),
            width: 60,
            render: (_: unknown, l: GridLine, i: number) => (
              <Checkbox
                checked={l.IsUrgent}
                onChange={(e) => set(l.key, { IsUrgent: e.target.checked })}
                data-testid={`line-${i}-IsUrgent`}
              />
            ),
          },
          {
            key: 'remove',
            title: '',
            width: 50,
            fixed: 'right',
            render: (_: unknown, l: GridLine, i: number) =>
              l.Id ? null : (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('form.removeLine')}
                  onClick={() => onChange(lines.filter((x) => x.key !== l.key))}
                  data-testid={`line-${i}-remove`}
                />
              ),
          },
        ]}
        footer={() => (
          <span>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => onChange([...lines, emptyLine()])}
              data-testid="line-add"
            >
              {t('form.addLine')}
            </Button>{' '}
            {t('form.lineCount', { count: lines.length })}
          </span>
        )}
      />
    </div>
  );
}
