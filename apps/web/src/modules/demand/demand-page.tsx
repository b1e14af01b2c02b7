import '../sourcing-extra';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../kit';
import { DemandForm } from './demand-form';

const rfq = (no: unknown) => `/forQuotation/rfq-menu?No=${encodeURIComponent(String(no))}`;

/**
 * /demand/demandmanagement: demand orders (XQ) — Add, edit, open an inquiry (at the version read, then
 * the inquiry opens) and `when` from the definition; a row with an inquiry links to it.
 */
export default function DemandPage() {
  const { t } = useTranslation('sourcingUi');
  const navigate = useNavigate();
  return (
    <ResourceListPage
      def={demandResource}
      testId="demand-list"
      editor={(ref, done) => <DemandForm editing={ref} onDone={done} />}
      rowActions={(row) =>
        row.InquiryNo ? (
          <Button type="link" size="small" onClick={() => navigate(rfq(row.InquiryNo))}>
            {t('demand.openInquiryLink')}
          </Button>
        ) : null
      }
    />
  );
}
