import '../i18n';
import { INVOICE_PERMITS, INVOICE_STATUS as S } from '@partdesk/shared/finance/invoice/invoice.codes';
import { invoiceIssueResource as def } from '@partdesk/shared/finance/invoice/invoice.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMay } from '../../../core/use-may';
import { ResourceListPage, type Row, resourceQueryKey } from '../../../kit';
import { IssueDialog, VoidDialog } from './invoice-actions';
import { InvoiceDetailDrawer } from './invoice-detail';

/**
 * finance/financial/invoicestobeIssued (InvoiceToIssueCount, link `?Status=2`): the requests — opened
 * without a query it shows those to issue (Status=2); finance records the invoice number and date
 * (Issue), and reverses an issued one only by a red-letter void (red-letter number and reason). Buttons
 * by permit and status; the server checks both (decisions 0051, 0055).
 */
export default function InvoiceIssuePage() {
  const { t } = useTranslation('financeUi');
  const may = useMay();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Opened from the menu (no query at all): the requests to issue.
  useEffect(() => {
    if (![...params.keys()].length) setParams({ Status: String(S.toIssue) }, { replace: true });
  }, [params, setParams]);
  const [dialog, setDialog] = useState<{ kind: 'issue' | 'void'; row: Row } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) void qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
  };
  return (
    <div data-testid="invoice-issue-page">
      <ResourceListPage
        def={def}
        testId="invoice-issue-list"
        rowActions={(r) => (
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setViewing(Number(r.Id))}>
              {t('invoiceUi.view')}
            </Button>
            {r.Status === S.toIssue && may(INVOICE_PERMITS.issue) && (
              <Button
                type="link"
                size="small"
                onClick={() => setDialog({ kind: 'issue', row: r })}
                data-testid={`invoice-issue-${r.Id}`}
              >
                {t('invoiceUi.issue')}
              </Button>
            )}
            {r.Status === S.issued && may(INVOICE_PERMITS.void) && (
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setDialog({ kind: 'void', row: r })}
                data-testid={`invoice-void-${r.Id}`}
              >
                {t('invoiceUi.void')}
              </Button>
            )}
          </Space>
        )}
      />
      {dialog?.kind === 'issue' && <IssueDialog row={dialog.row} close={close} />}
      {dialog?.kind === 'void' && <VoidDialog row={dialog.row} close={close} />}
      {viewing != null && <InvoiceDetailDrawer id={viewing} onClose={() => setViewing(null)} />}
    </div>
  );
}
