import '../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { INVOICE_PERMITS } from '@partdesk/shared/finance/invoice/invoice.codes';
import { invoiceResource } from '@partdesk/shared/finance/invoice/invoice.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../core/use-may';
import { ResourceListPage, resourceQueryKey } from '../../../kit';
import { InvoiceDetailDrawer } from './invoice-detail';
import { InvoiceRequestForm } from './invoice-request-form';

/**
 * sales/invoicepage: the kit list of invoice requests FP (scoped, filters, export); "Request invoice"
 * (permit POST merchant/finance/invoice) opens the request form on an order's shipped lines; View opens
 * the request with its lines and history (decisions 0051, 0055).
 */
export default function InvoiceListPage() {
  const { t } = useTranslation('financeUi');
  const may = useMay();
  const qc = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <ResourceListPage
        def={invoiceResource}
        testId="invoice-list"
        toolbar={
          may(INVOICE_PERMITS.create) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="invoice-new"
            >
              {t('invoiceUi.newRequest')}
            </Button>
          )
        }
        rowActions={(r) => (
          <Button
            type="link"
            size="small"
            onClick={() => setViewing(Number(r.Id))}
            data-testid={`invoice-view-${r.Id}`}
          >
            {t('invoiceUi.view')}
          </Button>
        )}
      />
      {creating && (
        <Drawer
          open
          size={1000}
          title={t('invoiceUi.formTitle')}
          onClose={() => setCreating(false)}
          destroyOnHidden
        >
          <InvoiceRequestForm
            onDone={() => {
              setCreating(false);
              void qc.invalidateQueries({ queryKey: resourceQueryKey(invoiceResource) });
            }}
          />
        </Drawer>
      )}
      {viewing != null && <InvoiceDetailDrawer id={viewing} onClose={() => setViewing(null)} />}
    </>
  );
}
