import './i18n';
import { visitResource as def } from '@partdesk/shared/crm/visit-resource';
import { useSearchParams } from 'react-router';
import { ResourceForm, ResourceListPage, resourceApi } from '../../kit';
import { CustomerSelect } from './customer-select';
import { AllotDialog } from './visit-dialogs';

/**
 * /crmsystem/customervisits: visit plans and reports (the server's scope) — Add in the definition's
 * drawer (`?customerId=` fills the customer), assign (0102, its dialog), submit for review and cancel
 * at the version read, by the definition's `when`.
 */
export default function VisitsPage() {
  const customerId = Number(useSearchParams()[0].get('customerId')) || undefined;
  return (
    <ResourceListPage
      def={def}
      testId="visit-list"
      dialogs={{ allot: (rows, close) => <AllotDialog rows={rows} onClose={close} /> }}
      editor={(_r, done, close) => (
        <ResourceForm
          def={def}
          mode="create"
          initialValues={customerId ? { CustomerId: customerId } : {}}
          inputs={{ CustomerId: <CustomerSelect data-testid="visit-customer" /> }}
          onSubmit={(values) => resourceApi.create(def, values)}
          onSaved={done}
          onCancel={close}
        />
      )}
    />
  );
}
