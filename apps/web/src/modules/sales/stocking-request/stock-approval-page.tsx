import {
  STOCKING_REQUEST_REVIEW,
  STOCKING_REQUEST_STATUS,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { ReviewQueuePage } from '../../../kit';
import { StockingRequestTable } from './stocking-request-table';

/**
 * /forQuotation/stock-approval-list (purchasing): the stocking-request review queue (the same review as
 * /sales/document-audit/applystockup, decision 0034) and, below, the approved requests whose lines
 * purchasing may mark failed (stocking exception) with a reason.
 */
export default function StockApprovalPage() {
  const { t } = useTranslation('resources');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <ReviewQueuePage type={STOCKING_REQUEST_REVIEW} />
      <Card size="small" title={t('stockingRequest.approvedTitle')}>
        <StockingRequestTable
          filters={{ Status: [STOCKING_REQUEST_STATUS.approved] }}
          testId="stocking-approved-list"
        />
      </Card>
    </Space>
  );
}
