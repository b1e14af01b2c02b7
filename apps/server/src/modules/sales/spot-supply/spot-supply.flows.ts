import { ROLE_NAMES as R } from '@partdesk/shared/access/client-access';
import type { DefaultStep } from '../../../core/documents/index.js';

/** Default chains of the two spot supply reviews (role names are data; an edited chain is kept). */
export const SALES_LEAD_STEP: readonly DefaultStep[] = [
  {
    nameZh: '销售主管审核',
    nameEn: 'Sales lead review',
    roles: [R.salesLeader, R.salesSupervisor, R.salesManager, R.salesDirector, R.admin],
  },
];
/** Spec §6: purchase-side reviews need 采购主管 or 管理员 (and the purchasing leaders, as the catalogue's counter). */
export const PURCHASE_LEAD_STEP: readonly DefaultStep[] = [
  { nameZh: '采购审核', nameEn: 'Purchase review', roles: [R.purchaseHead, R.purchaseLeader, R.admin] },
];
