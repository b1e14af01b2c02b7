import './i18n';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { label } from '../../core/i18n';
import { afterCustomerChange, CUSTOMER_DETAIL_PATH, type CustomerDetail } from './crm-api';
import { CustomerForm } from './customer-form';

/** What the server did with a new customer: the review it went to (conflict-audit or customeraudit). */
export function CreatedResult({
  saved,
  onOpen,
  onAgain,
}: {
  saved: CustomerDetail;
  onOpen: () => void;
  onAgain: () => void;
}) {
  const { t } = useTranslation('crmUi');
  const conflict = saved.ConflictCustomerId != null;
  // The server's reason (which contact field matched which customer, #20 item 17) in this language.
  const reason = saved.Conflict
    ? t(label(saved.Conflict.MessageKey), saved.Conflict.Params)
    : t('customer.conflictUnknown', { code: `#${saved.ConflictCustomerId}` });
  return (
    <Result
      status={conflict ? 'warning' : 'success'}
      title={conflict ? t('customer.sentToConflict') : t('customer.sentToReview')}
      subTitle={
        conflict
          ? t('customer.sentToConflictHelp', { reason, mine: saved.Code })
          : t('customer.sentToReviewHelp', { mine: saved.Code })
      }
      data-testid={conflict ? 'customer-created-conflict' : 'customer-created-review'}
      extra={[
        <Button key="open" type="primary" onClick={onOpen} data-testid="customer-created-open">
          {t('customer.openCustomer')}
        </Button>,
        <Button key="again" onClick={onAgain}>
          {t('customer.addAnother')}
        </Button>,
      ]}
    />
  );
}

/** The new-customer form in the list's drawer, then which review the customer went to. */
export function CreateCustomer({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<CustomerDetail | null>(null);
  const [round, setRound] = useState(0);
  return (
    <>
      {saved ? (
        <CreatedResult
          saved={saved}
          onOpen={() => navigate(`${CUSTOMER_DETAIL_PATH}?id=${saved.Id}`)}
          onAgain={() => {
            setSaved(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <CustomerForm
          key={round}
          onSaved={(c) => {
            setSaved(c);
            void afterCustomerChange(qc);
          }}
          onCancel={onClose}
        />
      )}
    </>
  );
}
