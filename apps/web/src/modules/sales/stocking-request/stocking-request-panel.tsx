import { STOCKING_REQUEST_PERMITS } from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../core/use-may';
import { StockingRequestDialog } from './stocking-request-dialog';
import { StockingRequestTable } from './stocking-request-table';

/**
 * The order detail's stocking block (drop-in for the sales order detail page): the order's stocking
 * requests with their lines — purchasing's failures and sales' decision (re-source / cancel the open
 * quantity) — and "Request stocking" for the lines own stock does not cover. `onChanged` lets the
 * page reload the order (its stock status and quantities move with these actions).
 */
export function StockingRequestPanel({ orderId, onChanged }: { orderId: number; onChanged?: () => void }) {
  const { t } = useTranslation('resources');
  const may = useMay();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  return (
    <Card
      size="small"
      title={t('stockingRequest.panelTitle')}
      data-testid="stocking-request-panel"
      extra={
        may(STOCKING_REQUEST_PERMITS.create) && (
          <Button type="primary" data-testid="stocking-request-open" onClick={() => setOpen(true)}>
            {t('stockingRequest.add')}
          </Button>
        )
      }
    >
      <StockingRequestTable filters={{ OrderId: orderId }} testId={`stocking-requests-${orderId}`} />
      <StockingRequestDialog
        orderId={orderId}
        open={open}
        onClose={(done) => {
          setOpen(false);
          if (done) {
            void qc.invalidateQueries({ queryKey: ['stockingRequest'] });
            onChanged?.();
          }
        }}
      />
    </Card>
  );
}
