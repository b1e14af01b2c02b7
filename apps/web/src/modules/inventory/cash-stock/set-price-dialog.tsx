import '../i18n';
import { CASH_STOCK_PERMITS } from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { pathOf, type Row } from '../../../kit';

interface LotCost {
  UnitCost: string;
  Currency: string;
  CostCny: string;
  AgeMonths: number;
  MarkupPercent: string | null;
  RulePrice: string | null;
}

/**
 * A lot's cash price by hand (the price setters): its cost and the price the rules give it, a price to
 * save, or "back to the rules" (decision 0028). The server records the change in the lot's history.
 */
export function SetPriceDialog({ lot, close }: { lot: Row; close: () => void }) {
  const { t } = useTranslation('inventoryUi');
  const may = useMay();
  const id = String(lot.Id);
  const [price, setPrice] = useState(String(lot.CashPrice ?? ''));
  const [busy, setBusy] = useState(false);
  const cost = useQuery({
    queryKey: ['inventory.lotCost', id],
    queryFn: () => http.get<LotCost>(pathOf('/merchant/product/cashstock/:id/cost', id)),
    enabled: may(CASH_STOCK_PERMITS.cost),
  });
  const save = async (value: string | null) => {
    setBusy(true);
    try {
      await http.put(pathOf('/merchant/product/cashstock/:id/cashprice', id), { CashPrice: value });
      toast.success(t('saved'));
      close();
    } finally {
      setBusy(false);
    }
  };
  const c = cost.data;
  return (
    <Modal
      open
      title={t('setPriceTitle', { lot: id })}
      onCancel={close}
      footer={
        <Space>
          <Button onClick={() => void save(null)} loading={busy} data-testid="cash-price-rules">
            {t('suggested')}
          </Button>
          <Button
            type="primary"
            onClick={() => void save(price)}
            loading={busy}
            data-testid="cash-price-save"
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      {c && (
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('cost')}>
            {c.UnitCost} {c.Currency} · {c.CostCny} CNY
          </Descriptions.Item>
          <Descriptions.Item label={t('suggested')}>
            {c.RulePrice ? `${c.RulePrice} ${c.Currency} (+${c.MarkupPercent} %)` : t('noRule')}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Input
        addonBefore={t('cashPrice')}
        addonAfter={String(lot.Currency ?? '')}
        value={price}
        onChange={(e) => setPrice(e.target.value)}
        data-testid="cash-price-input"
      />
    </Modal>
  );
}
