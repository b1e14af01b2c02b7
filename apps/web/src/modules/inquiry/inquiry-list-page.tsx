import './i18n';
import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { ResourceListPage } from '../../kit';
import { afterInquiryChange, INQUIRY_LINKED_KEYS } from './inquiry-api';
import { inquiryRefOf, TransferDialog } from './inquiry-dialogs';
import { InquiryForm } from './inquiry-form';

/**
 * /forQuotation/rfq-menu: the caller's inquiries (the server applies the data scope) on the kit list.
 * New inquiry (0103) in a drawer: typed lines or a BOM import. Row actions from the definition: quote
 * (the lines and their purchase offers), edit, transfer (to forward-review), close, release to the
 * pool, delete (button 0102) — each only while the inquiry is open. A notification's `?OrderNo=B…`
 * becomes the list's `No` filter (the kit), as `?No=B…` is.
 */
export default function InquiryListPage() {
  const { t } = useTranslation('inquiryUi');
  const qc = useQueryClient();
  return (
    <ResourceListPage
      def={inquiryResource}
      testId="inquiry-list"
      refresh={INQUIRY_LINKED_KEYS}
      dialogs={{ transfer: ([r], close) => <TransferDialog inquiry={inquiryRefOf(r!)} onClose={close} /> }}
      editor={(_ref, _done, close) => (
        <InquiryForm
          onSaved={(saved) => {
            toast.success(t('form.created', { no: saved.No ?? '' }));
            void afterInquiryChange(qc);
            close();
          }}
          onCancel={close}
        />
      )}
    />
  );
}
