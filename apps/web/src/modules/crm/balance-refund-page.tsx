import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { CRM_OPS_PERMITS } from '@partdesk/shared/crm/crm-ops-codes';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { useSession } from '../../core/use-session';
import { ResourceForm, ResourceListPage, resourceApi, resourceQueryKey } from '../../kit';
import { balanceRefundResource } from '@partdesk/shared/crm/balance-resource';
import { CustomerSelect } from './customer-select';

/**
 * /crmsystem/crmbalancerefund: balance refund requests (YT) on the kit list (the server's scope);
 * a new request (amount within the available balance, bank details) goes to balancerefund-audit.
 */
export default function BalanceRefundPage() {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const may = session?.user.isAdmin === true || hasPermit(session?.permits, CRM_OPS_PERMITS.refundCreate);
  const customerId = Number(params.get('customerId')) || undefined;
  return (
    <>
      <ResourceListPage
        def={balanceRefundResource}
        testId="refund-list"
        toolbar={
          may ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="refund-add"
            >
              {t('refund.add')}
            </Button>
          ) : null
        }
      />
      {adding && (
        <Drawer open size={720} title={t('refund.newTitle')} onClose={() => setAdding(false)} destroyOnHidden>
          <ResourceForm
            def={balanceRefundResource}
            mode="create"
            initialValues={customerId ? { CustomerId: customerId } : {}}
            inputs={{ CustomerId: <CustomerSelect data-testid="refund-customer" /> }}
            onSubmit={(values) => resourceApi.create<{ No: string }>(balanceRefundResource, values)}
            onSaved={(res) => {
              toast.info(t('refund.submitted', { no: (res as { No?: string }).No ?? '' }));
              void qc.invalidateQueries({ queryKey: resourceQueryKey(balanceRefundResource) });
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Drawer>
      )}
    </>
  );
}
