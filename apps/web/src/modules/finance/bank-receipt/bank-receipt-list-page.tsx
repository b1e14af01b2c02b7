import '../i18n';
import {
  BANK_RECEIPT_PERMITS,
  BANK_RECEIPT_STATUS,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import { bankReceiptResource } from '@partdesk/shared/finance/bank-receipt/bank-receipt.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../../core/use-may';
import { ResourceListPage, type Row, resourceQueryKey } from '../../../kit';
import { BankReceiptForm } from './bank-receipt-form';
import { ClaimDialog } from './claim-dialog';

/**
 * finance/receipt/precollected: the kit list of bank receipts; Add (permit, drawer) from the definition's
 * create (finance); Claim on a pending row (permit PUT merchant/finance/bankreceipt/:id/claim) for one
 * of the caller's customers (decision 0050).
 */
export default function BankReceiptListPage() {
  const { t } = useTranslation('financeUi');
  const may = useMay();
  const qc = useQueryClient();
  const [claiming, setClaiming] = useState<Row | null>(null);
  return (
    <>
      <ResourceListPage
        def={bankReceiptResource}
        testId="bank-receipt-list"
        editor={(_ref, done) => <BankReceiptForm onDone={done} />}
        rowActions={(r) =>
          r.Status === BANK_RECEIPT_STATUS.pending && may(BANK_RECEIPT_PERMITS.claim) ? (
            <Button type="link" size="small" onClick={() => setClaiming(r)} data-testid={`claim-${r.Id}`}>
              {t('claimUi.claim')}
            </Button>
          ) : null
        }
      />
      {claiming && (
        <ClaimDialog
          row={claiming}
          close={(changed) => {
            setClaiming(null);
            // Refused or done: the list shows the receipt as it now is.
            void qc.invalidateQueries({ queryKey: resourceQueryKey(bankReceiptResource) });
            void changed;
          }}
        />
      )}
    </>
  );
}
