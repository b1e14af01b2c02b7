import { isPositiveDecimal, volumetricKg } from '@partdesk/shared/logistics/shipment/shipment.rules';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';

export interface BoxDraft {
  Length: string;
  Width: string;
  Height: string;
  GrossWeight: string;
  NetWeight: string;
  Gauge: string;
  /** Packed quantity per shipment line id (blank = none). */
  Qty: Record<number, string>;
}
export interface BoxLine {
  Id: number;
  LineNo: number;
  Mpn: string;
  Quantity: number;
}

const dims = ['Length', 'Width', 'Height', 'GrossWeight', 'NetWeight', 'Gauge'] as const;

/** The body of PUT …/boxes from the drafts (only lines with a packed quantity). */
export function boxesBody(boxes: BoxDraft[]) {
  return boxes.map(({ Qty, ...b }) => ({
    ...b,
    Lines: Object.entries(Qty)
      .filter(([, v]) => v.trim() !== '')
      .map(([id, v]) => ({ LineId: Number(id), Quantity: Number(v) })),
  }));
}

/**
 * The boxes of a shipment: L × W × H cm, gross / net kg, gauge, the packed quantity per line, the
 * volumetric weight (shared `volumetricKg` with the courier's `divisor`, shown once the dimensions are
 * valid). Read-only unless
 * `editable`; a server refusal shows on its field (`Boxes[b].Length`, `Boxes[b].Lines[i].Quantity`).
 */
export function ShipmentBoxes({
  boxes,
  lines,
  editable,
  errors,
  onChange,
  divisor,
}: {
  /** The shipment courier's volumetric divisor (the shared default when absent; decision 0052). */
  divisor?: number;
  boxes: BoxDraft[];
  lines: BoxLine[];
  editable: boolean;
  errors: Record<string, string>;
  onChange: (boxes: BoxDraft[]) => void;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`shipment.${k}`);
  const set = (i: number, patch: Partial<BoxDraft>) =>
    onChange(boxes.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  const volumetric = (b: BoxDraft) =>
    [b.Length, b.Width, b.Height].every((v) => isPositiveDecimal(v, 2)) ? volumetricKg(b, divisor) : '';
  const cell = (i: number, name: string, value: string, onEdit: (v: string) => void, testId: string) => {
    const err = errors[`Boxes[${i}].${name}`];
    if (!editable) return value;
    return (
      <div>
        <Input
          size="small"
          data-testid={testId}
          status={err ? 'error' : undefined}
          value={value}
          onChange={(e) => onEdit(e.target.value)}
        />
        {err && <div className="ant-form-item-explain-error">{err}</div>}
      </div>
    );
  };
  const packedIndex = (b: BoxDraft, lineId: number) =>
    Object.entries(b.Qty)
      .filter(([, v]) => v.trim() !== '')
      .findIndex(([id]) => Number(id) === lineId);
  return (
    <div data-testid="shipment-boxes">
      <Table<BoxDraft & { key: number }>
        size="small"
        rowKey="key"
        title={() => L('boxes')}
        dataSource={boxes.map((b, key) => ({ ...b, key }))}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: L('BoxNo'), key: 'no', width: 50, render: (_: unknown, b) => b.key + 1 },
          ...dims.map((d) => ({
            title: L(d),
            key: d,
            width: 90,
            render: (_: unknown, b: BoxDraft & { key: number }) =>
              cell(b.key, d, b[d], (v) => set(b.key, { [d]: v }), `box-${b.key}-${d}`),
          })),
          {
            title: L('VolumetricWeight'),
            key: 'vol',
            width: 90,
            render: (_: unknown, b) => <span data-testid={`box-${b.key}-vol`}>{volumetric(b)}</span>,
          },
          ...lines.map((l) => ({
            title: `${L('PackedQty')} #${l.LineNo} ${l.Mpn}`,
            key: `l${l.Id}`,
            width: 110,
            render: (_: unknown, b: BoxDraft & { key: number }) =>
              cell(
                b.key,
                `Lines[${packedIndex(b, l.Id)}].Quantity`,
                b.Qty[l.Id] ?? '',
                (v) => set(b.key, { Qty: { ...b.Qty, [l.Id]: v } }),
                `box-${b.key}-qty-${l.Id}`,
              ),
          })),
          ...(editable
            ? [
                {
                  key: 'rm',
                  width: 60,
                  render: (_: unknown, b: BoxDraft & { key: number }) => (
                    <Button
                      size="small"
                      danger
                      type="link"
                      onClick={() => onChange(boxes.filter((_x, j) => j !== b.key))}
                    >
                      {L('removeBox')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <Button
          size="small"
          style={{ marginTop: 8 }}
          data-testid="shipment-add-box"
          onClick={() =>
            onChange([
              ...boxes,
              {
                Length: '',
                Width: '',
                Height: '',
                GrossWeight: '',
                NetWeight: '',
                Gauge: '',
                Qty: Object.fromEntries(
                  boxes.length === 0 ? lines.map((l) => [l.Id, String(l.Quantity)]) : [],
                ),
              },
            ])
          }
        >
          {L('addBox')}
        </Button>
      )}
    </div>
  );
}
