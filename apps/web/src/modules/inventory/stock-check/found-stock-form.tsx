import type { StockCheckLineInput } from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const EMPTY = { Mpn: '', Brand: '', Package: '', DateCode: '', UnitCost: '', Currency: 'CNY' };

/**
 * Found stock (盘盈) on a count sheet: the goods, counted quantity, unit cost and currency. The line is
 * added to the sheet's unsaved lines; saving the counts sends it (the server checks it, naming the field).
 */
export function FoundStockForm({ onAdd }: { onAdd: (line: StockCheckLineInput) => void }) {
  const { t } = useTranslation('resources');
  const [v, setV] = useState(EMPTY);
  const [qty, setQty] = useState<number | null>(null);
  const text = (k: keyof typeof EMPTY, width = 120) => (
    <Input
      size="small"
      style={{ width }}
      placeholder={t(`stockCheck.${k}`)}
      value={v[k]}
      data-testid={`found-${k}`}
      onChange={(e) => setV((o) => ({ ...o, [k]: e.target.value }))}
    />
  );
  return (
    <Space wrap data-testid="found-stock-form" style={{ marginTop: 8 }}>
      {text('Mpn', 160)}
      {text('Brand')}
      {text('Package', 90)}
      {text('DateCode', 70)}
      <InputNumber
        size="small"
        min={1}
        precision={0}
        placeholder={t('stockCheck.CountedQty')}
        value={qty}
        data-testid="found-CountedQty"
        onChange={(n) => setQty(n === null ? null : Number(n))}
      />
      {text('UnitCost', 100)}
      {text('Currency', 70)}
      <Button
        size="small"
        data-testid="found-add"
        disabled={!v.Mpn.trim() || !qty}
        onClick={() => {
          onAdd({ ...v, CountedQty: qty ?? 0 });
          setV(EMPTY);
          setQty(null);
        }}
      >
        {t('stockCheck.addFound')}
      </Button>
    </Space>
  );
}
