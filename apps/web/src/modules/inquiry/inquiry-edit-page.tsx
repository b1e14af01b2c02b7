import './i18n';
import { INQUIRY_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { afterInquiryChange, INQUIRY_PATHS } from './inquiry-api';
import { InquiryForm } from './inquiry-form';
import { BackButton, inquiryKey, WithInquiry } from './inquiry-pages';

/**
 * /forQuotation/rfq-detail_edit?id= (hidden; spec permission `notice`: this screen or rfq-menu 0101):
 * the inquiry's header and lines edited at the Version read; new lines can be added (typed or from a
 * BOM import). Only an open inquiry can be edited (the server refuses others with its message).
 */
export default function InquiryEditPage() {
  const { t } = useTranslation('inquiryUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  return (
    <WithInquiry>
      {(inquiry) => (
        <Card
          size="small"
          title={t('form.editTitle', { no: inquiry.No })}
          extra={<BackButton to={() => navigate(-1)} />}
          data-testid="inquiry-edit"
        >
          {inquiry.Status !== INQUIRY_STATUS.open && (
            <Alert type="warning" showIcon message={t('form.notEditable')} style={{ marginBottom: 12 }} />
          )}
          <InquiryForm
            key={inquiry.Version}
            record={inquiry}
            onSaved={async () => {
              toast.success(t('form.saved'));
              await qc.invalidateQueries({ queryKey: inquiryKey(inquiry.Id) });
              await afterInquiryChange(qc);
              navigate(`${INQUIRY_PATHS.quote}?id=${inquiry.Id}`);
            }}
            onCancel={() => navigate(-1)}
          />
        </Card>
      )}
    </WithInquiry>
  );
}
