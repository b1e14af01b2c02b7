import { PROXY_BRAND_DOC } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.codes';
import type {
  ProxyBrandCreate,
  ProxyBrandInForce,
  ProxyBrandView,
} from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { http } from '../../../core/http';
import { postFile } from '../../product';

const base = '/merchant/purchase/proxybrand';

export type ProxyBrandDetail = ProxyBrandView & { CanEdit: boolean };
export interface CertificateRow {
  Id: number;
  FileName: string;
  UploadedByName?: string;
  UploadedAt?: string;
}

/** The proxy-brand calls (decision 0049). Writes are silent: the form shows a refusal on its field. */
export const proxyBrandApi = {
  detail: (id: number) => http.get<ProxyBrandDetail>(`${base}/${id}`),
  create: (body: ProxyBrandCreate) =>
    http.post<{ Id: number; No: string; Version: number }>(base, body, { silent: true }),
  update: (id: number, body: ProxyBrandCreate & { Version: number }) =>
    http.put<{ Id: number; Version: number }>(`${base}/${id}`, body, { silent: true }),
  submit: (id: number, Version: number) =>
    http.put<{ Status: number; Version: number }>(`${base}/${id}/submit`, { Version }, { silent: true }),
  inForce: async () => (await http.get<{ Records: ProxyBrandInForce[] }>(`${base}/valid`)).Records ?? [],
  certificates: async (id: number) =>
    (
      await http.get<{ Records: CertificateRow[] }>('/merchant/document/attachments', {
        type: PROXY_BRAND_DOC,
        id,
      })
    ).Records ?? [],
  upload: (id: number, file: File) =>
    postFile<CertificateRow>(`/merchant/document/attachment?type=${PROXY_BRAND_DOC}&id=${id}`, file, {}),
  removeCertificate: (attachmentId: number) =>
    http.put(`/merchant/document/attachment/${attachmentId}/delete`, undefined, { silent: true }),
};
