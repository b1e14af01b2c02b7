import { isUnitCost, poLineAmount } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';

/** A line as typed in the form (strings until sent; `Id` of a saved line, `ReceivedQty` its floor). */
export interface PoFormLine {
  key: string;
  Id?: number;
  PartId?: number | null;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: string;
  UnitCost: string;
  RequiredDate: string;
  Remark: string;
  ReceivedQty?: number;
}

let seq = 0;
export const blankLine = (): PoFormLine => ({
  key: `n${++seq}`,
  Mpn: '',
  Brand: '',
  Package: '',
  DateCode: '',
  Quantity: '',
  UnitCost: '',
  RequiredDate: '',
  Remark: '',
});

/** A quantity as typed: a positive whole number. */
export const isQty = (v: string) => /^\d{1,9}$/.test(v) && Number(v) > 0;
/** A line's amount as typed (decimal, 2 places; an invalid cost or quantity counts 0). */
export const lineAmount = (l: PoFormLine) =>
  isQty(l.Quantity) && isUnitCost(l.UnitCost) ? poLineAmount(Number(l.Quantity), l.UnitCost) : '0.00';

type Col = 'Mpn' | 'Brand' | 'Package' | 'DateCode' | 'Quantity' | 'UnitCost' | 'RequiredDate';

/**
 * The lines grid of the PO form: part, brand, package, D/C requirement, quantity (positive integer),
 * unit cost (≤ 6 decimals), required date; the amount computed in decimals. `errors` by wire field
 * (`Lines[i].Quantity`): the client's checks and the server's refusal, shown on the cell.
 */
export function PoLinesEditor({
  lines,
  onChange,
  errors,
}: {
  lines: PoFormLine[];
  onChange: (lines: PoFormLine[]) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`purchaseOrder.${k}`);
  const set = (i: number, patch: Partial<PoFormLine>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const cell = (col: Col, width: number, placeholder?: string) => ({
    title: L(col),
    key: col,
    width,
    render: (_: unknown, l: PoFormLine, i: number) => {
      const err = errors[`Lines[${i}].${col}`];
      return (
        <div>
          <Input
            size="small"
            value={l[col]}
            placeholder={placeholder}
            status={err ? 'error' : undefined}
            disabled={!!l.ReceivedQty && col !== 'Quantity' && col !== 'RequiredDate' && col !== 'DateCode'}
            data-testid={`po-line-${i}-${col}`}
            onChange={(e) => set(i, { [col]: e.target.value })}
          />
          {err && (
            <div className="ant-form-item-explain-error" data-testid={`po-line-${i}-${col}-error`}>
              {err}
            </div>
          )}
        </div>
      );
    },
  });
  return (
    <Table<PoFormLine>
      size="small"
      rowKey="key"
      data-testid="po-form-lines"
      title={() => (
        <span>
          {L('lines')}{' '}
          <Button size="small" data-testid="po-line-add" onClick={() => onChange([...lines, blankLine()])}>
            {L('lineAdd')}
          </Button>
          {errors.Lines && (
            <span
              className="ant-form-item-explain-error"
              data-testid="po-lines-error"
              style={{ marginLeft: 8 }}
            >
              {errors.Lines}
            </span>
          )}
        </span>
      )}
      dataSource={lines}
      pagination={false}
      scroll={{ x: 1100 }}
      columns={[
        { title: '#', key: 'n', width: 40, render: (_: unknown, _l: PoFormLine, i: number) => i + 1 },
        cell('Mpn', 170),
        cell('Brand', 110),
        cell('Package', 100),
        cell('DateCode', 90),
        cell('Quantity', 100),
        cell('UnitCost', 120),
        {
          title: L('LineAmount'),
          key: 'amount',
          width: 110,
          align: 'right',
          render: (_: unknown, l: PoFormLine) => lineAmount(l),
        },
        cell('RequiredDate', 120, 'YYYY-MM-DD'),
        {
          key: 'x',
          width: 60,
          render: (_: unknown, l: PoFormLine, i: number) =>
            l.ReceivedQty ? null : (
              <Button
                size="small"
                type="link"
                danger
                data-testid={`po-line-${i}-remove`}
                onClick={() => onChange(lines.filter((_x, j) => j !== i))}
              >
                {L('lineRemove')}
              </Button>
            ),
        },
      ]}
    />
  );
}
