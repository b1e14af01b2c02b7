import '../i18n';
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import {
  CASH_STOCK_PERMITS,
  MARKETPLACE_LAYOUTS,
} from '@partdesk/shared/inventory/cash-stock/cash-stock.codes';
import { cashStockResource as def } from '@partdesk/shared/inventory/cash-stock/cash-stock.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { download, ResourceListPage, resourceQueryKey, stateFromSearch, wireFilters } from '../../../kit';
import { SetPriceDialog } from './set-price-dialog';

/**
 * /product/cashStock: own stock (passed lots with stock), cost columns only for holders of the cost
 * permit; the marketplace CSVs of the current filters; a lot's cash price by hand and re-pricing by the
 * rules for the price setters (decision 0028).
 */
export default function CashStockListPage() {
  const { t } = useTranslation('inventoryUi');
  const [params] = useSearchParams();
  const may = useMay();
  const qc = useQueryClient();
  const filters = () => wireFilters(def, stateFromSearch(def, params).filters);
  const marketplace = (layout: string) =>
    download('POST', `/merchant/product/cashstock/marketplace?layout=${layout}`, filters(), `${layout}.csv`);
  const reprice = async () => {
    const r = await http.put<{ Count: number }>('/merchant/product/cashstock/reprice');
    toast.success(t('repriced', { count: r.Count }));
    void qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
  };
  return (
    <ResourceListPage
      def={def}
      testId="cash-stock-list"
      dialogs={{ setPrice: (rows, close) => <SetPriceDialog lot={rows[0]!} close={close} /> }}
      refresh={[resourceQueryKey(def)]}
      toolbar={
        <>
          {may(CASH_STOCK_PERMITS.reprice) && (
            <Button onClick={() => void reprice()} data-testid="cash-stock-reprice">
              {t('reprice')}
            </Button>
          )}
          <Dropdown
            menu={{
              items: MARKETPLACE_LAYOUTS.map((l) => ({ key: l, label: t(l) })),
              onClick: ({ key }) => void marketplace(key).catch((e: Error) => toast.error(e.message)),
            }}
          >
            <Button icon={<DownloadOutlined />} data-testid="cash-stock-marketplace">
              {t('marketplace')}
            </Button>
          </Dropdown>
        </>
      }
    />
  );
}
