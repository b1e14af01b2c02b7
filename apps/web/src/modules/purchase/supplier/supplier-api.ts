import type { Page } from '@partdesk/shared/core/codes';
import { SUPPLIER_DOC } from '@partdesk/shared/purchase/supplier/supplier.codes';
import type {
  SupplierCreate,
  SupplierDetail,
  SupplierNameView,
  SupplierStatusChange,
  SupplierUpdate,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import { http } from '../../../core/http';
import type { HistoryEntry } from '../../../kit';
import { postFile } from '../../product';

const base = '/merchant/purchase/supplier';

/** A row of GET /merchant/document/attachments. */
export interface AttachmentRow {
  Id: number;
  FileName: string;
  UploadedByName?: string | null;
  UploadedAt?: string;
}

export interface BrandOption {
  Id: number;
  Name: string;
  IsProxy: boolean;
  Status: number;
}

/** Calls of the supplier screens (paths and bodies: packages/shared/src/purchase/supplier). */
export const supplierApi = {
  detail: (id: number) => http.get<SupplierDetail>(`${base}/${id}`),
  names: (id: number) =>
    http.get<{ Id: number; Code: string; Records: SupplierNameView[] }>(`${base}/${id}/names`),
  /** Create / update are silent: the form shows a refusal under the field it names. */
  create: (body: SupplierCreate) => http.post<{ Id: number; Code: string }>(base, body, { silent: true }),
  update: (id: number, body: SupplierUpdate) =>
    http.put<{ Id: number; Version: number }>(`${base}/${id}`, body, { silent: true }),
  status: (id: number, body: SupplierStatusChange) =>
    http.put(`${base}/${id}/status`, body, { silent: true }),
  brandOptions: async () =>
    (await http.get<Page<BrandOption>>('/merchant/product/brand/options')).Records ?? [],
  history: async (id: number) =>
    (await http.get<Page<HistoryEntry>>('/merchant/document/history', { type: SUPPLIER_DOC, id })).Records ??
    [],
  attachments: async (id: number) =>
    (await http.get<Page<AttachmentRow>>('/merchant/document/attachments', { type: SUPPLIER_DOC, id }))
      .Records ?? [],
  upload: (id: number, file: File) =>
    postFile<AttachmentRow>(`/merchant/document/attachment?type=${SUPPLIER_DOC}&id=${id}`, file, {}),
  removeAttachment: (attachmentId: number) =>
    http.put(`/merchant/document/attachment/${attachmentId}/delete`, undefined, { silent: true }),
};
