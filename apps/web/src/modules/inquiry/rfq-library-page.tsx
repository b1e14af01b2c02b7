import './i18n';
import { rfqLibraryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ActionHandlers, ResourceListPage } from '../../kit';
import { INQUIRY_PATHS } from './inquiry-api';

/**
 * /forQuotation/purchase-rfqlibrary: lines of live inquiries for buyers and price checkers, without
 * the customer's identity (the server never sends it), filtered by quote status (the to-do links
 * `?quoteStatus=1` to be quoted, `?quoteStatus=4` price to be checked). "Quote" opens
 * new-purchasequote on that line.
 */
export default function RfqLibraryPage() {
  const { t } = useTranslation('inquiryUi');
  const { t: tr } = useTranslation('resources');
  const navigate = useNavigate();
  const handlers = useMemo<ActionHandlers>(
    () => ({
      quote: (rows) => {
        if (rows[0]) navigate(`${INQUIRY_PATHS.newQuote}?lineId=${String(rows[0].Id)}`);
        return false;
      },
    }),
    [navigate],
  );
  return (
    <ResourceListPage
      def={rfqLibraryResource}
      testId="rfq-library"
      title={
        <span>
          {tr('rfqLibrary.title')} <small style={{ fontWeight: 'normal' }}>{t('library.noCustomer')}</small>
        </span>
      }
      actionHandlers={handlers}
    />
  );
}
