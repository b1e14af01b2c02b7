import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
import { INQUIRY_TRANSFER_REVIEW } from '@partdesk/shared/inquiry/inquiry-codes';
import { isNull } from 'drizzle-orm';
import { defineDocument } from '../../../core/documents/index.js';
import { inquiryReviewLines, summarizeInquiryTransfers } from '../inquiry-review-summaries.js';
import { inquiryDeletable, inquiryTransferHooks } from './inquiry-transfer.js';
import { INQUIRY_DOC, inquiryVisible } from './inquiry.service.js';
import { inqInquiry } from './inquiry.table.js';

/**
 * Inquiries B (decision 0019 descriptor): live rows (not deleted) seen by their salesperson and by whoever
 * may decide their pending transfer (inquiryVisible); the transfer review `inquiryTransfer` (forward-review,
 * counter ForwardReviewCount; default step: the sales leads, 外贸销售兼总监助理 and 管理员); the generic
 * delete; an inquiry opened from a demand order records the link (demand → inquiry).
 */
export const inquiryDocument = defineDocument({
  type: 'inquiry',
  table: inqInquiry,
  id: inqInquiry.id,
  no: inqInquiry.no,
  tenantId: inqInquiry.tenantId,
  scope: (user) => inquiryVisible(user),
  where: [isNull(inqInquiry.deletedAt)],
  reviews: [
    {
      type: INQUIRY_TRANSFER_REVIEW,
      flow: [
        {
          nameZh: '询价转交审核',
          nameEn: 'Inquiry transfer review',
          roles: [
            ROLE_NAMES.salesLeader,
            ROLE_NAMES.salesSupervisor,
            ROLE_NAMES.salesManager,
            ROLE_NAMES.salesDirector,
            ROLE_NAMES.directorAssistant,
            ROLE_NAMES.admin,
          ],
        },
      ],
      historyTypes: [INQUIRY_DOC],
      ...inquiryTransferHooks,
      // The queue row: customer, salesperson from → to, lines, reason; the lines expanded (#20 item 9).
      summarize: summarizeInquiryTransfers,
      lines: inquiryReviewLines,
    },
  ],
  deletable: inquiryDeletable,
  links: [{ source: 'demand', lines: false }],
});
