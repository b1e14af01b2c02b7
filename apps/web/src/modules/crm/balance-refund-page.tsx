import './i18n';
import { balanceRefundResource as def } from '@partdesk/shared/crm/balance-resource';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { ResourceForm, ResourceListPage, resourceApi } from '../../kit';
import { CustomerSelect } from './customer-select';

/**
 * /crmsystem/crmbalancerefund: balance refund requests (YT) on the kit list (the server's scope);
 * a new request (amount within the available balance, bank details) goes to balancerefund-audit.
 */
export default function BalanceRefundPage() {
  const { t } = useTranslation('crmUi');
  const customerId = Number(useSearchParams()[0].get('customerId')) || undefined;
  return (
    <ResourceListPage
      def={def}
      testId="refund-list"
      editor={(_ref, done, close) => (
        <ResourceForm
          def={def}
          mode="create"
          initialValues={customerId ? { CustomerId: customerId } : {}}
          inputs={{ CustomerId: <CustomerSelect data-testid="refund-customer" /> }}
          onSubmit={(values) => resourceApi.create<{ No: string }>(def, values)}
          onSaved={(res) => {
            toast.info(t('refund.submitted', { no: (res as { No?: string }).No ?? '' }));
            done();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
