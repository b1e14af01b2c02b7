import { MAX_ATTACHMENTS } from '@partdesk/shared/access/client-lookups';
import type { ProxyBrandCreate } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.contract';
import { PROXY_BRAND_STATUS_OPTIONS } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.resource';
import { validityOrdered } from '@partdesk/shared/purchase/proxy-brand/proxy-brand.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import Upload from 'antd/es/upload';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError, http } from '../../../core/http';
import { DocumentTabs, ErrorState, LoadingState } from '../../../kit';
import { proxyBrandApi } from './proxy-brand-api';

type Fields = { BrandId?: number; Territory: string; ValidFrom: string; ValidTo: string; Remark: string };
const BLANK: Fields = { Territory: '', ValidFrom: '', ValidTo: '', Remark: '' };

function useBrands() {
  return useQuery({
    queryKey: ['proxyBrand', 'brandOptions'],
    queryFn: async () =>
      (
        await http.get<{ Records: { Id: number; Name: string; Aliases?: string[] }[] }>(
          '/merchant/product/brand/options',
        )
      ).Records ?? [],
    staleTime: 300_000,
  });
}

/**
 * A proxy brand in the list's drawer (decision 0049): new (`id` absent) → brand, territory, validity
 * from / to, remark, saved as a draft and shown; an existing one → its status (and the reviewer's
 * comment of a rejection), the same fields editable at its Version while draft or rejected by whoever
 * registered it, the certificate (attachments, at most 3) and "submit for review". A server refusal
 * shows on the field it names; validity to before from is refused here already (shared rule).
 */
export function ProxyBrandForm({
  id,
  onSaved,
  onDone,
}: {
  id?: number;
  onSaved?: (row: { Id: number; No: string }) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string, p?: Record<string, unknown>) => t(`proxyBrand.${k}`, p ?? {});
  const qc = useQueryClient();
  const detail = useQuery({
    queryKey: ['proxyBrand', 'detail', id],
    enabled: !!id,
    queryFn: () => proxyBrandApi.detail(id!),
  });
  const certs = useQuery({
    queryKey: ['proxyBrand', 'certificates', id],
    enabled: !!id,
    queryFn: () => proxyBrandApi.certificates(id!),
  });
  const brands = useBrands();
  const [form, setForm] = useState<Fields>(BLANK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const d = detail.data;
  useEffect(() => {
    if (d)
      setForm({
        BrandId: d.BrandId,
        Territory: d.Territory,
        ValidFrom: d.ValidFrom,
        ValidTo: d.ValidTo,
        Remark: d.Remark,
      });
  }, [d]);
  const brandOptions = useMemo(
    () => (brands.data ?? []).map((b) => ({ value: b.Id, label: b.Name })),
    [brands.data],
  );
  if (id && detail.isLoading) return <LoadingState />;
  if (id && detail.isError) return <ErrorState onRetry={() => void detail.refetch()} />;
  const editable = !id || !!d?.CanEdit;
  const set = (k: keyof Fields, v: string | number | undefined) => setForm((f) => ({ ...f, [k]: v }));
  const refusal = (e: unknown) =>
    setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
  const reload = async () => {
    await qc.invalidateQueries({ queryKey: ['proxyBrand'] });
    await qc.invalidateQueries({ queryKey: ['resource', 'purchase.proxyBrand'] });
  };

  const save = async () => {
    setErrors({});
    if (form.ValidFrom && form.ValidTo && !validityOrdered(form.ValidFrom, form.ValidTo)) {
      setErrors({ ValidTo: L('validToBeforeFrom') });
      return;
    }
    const body = { ...form, BrandId: form.BrandId as number } as ProxyBrandCreate;
    setBusy(true);
    try {
      if (id && d) {
        await proxyBrandApi.update(id, { ...body, Version: d.Version });
        toast.success(L('saved'));
        await reload();
      } else {
        const made = await proxyBrandApi.create(body);
        await reload();
        onSaved ? onSaved(made) : onDone();
      }
    } catch (e) {
      refusal(e);
    } finally {
      setBusy(false);
    }
  };
  const submit = async () => {
    if (!id || !d) return;
    setErrors({});
    setBusy(true);
    try {
      await proxyBrandApi.submit(id, d.Version);
      toast.success(L('submitted'));
      await reload();
    } catch (e) {
      refusal(e);
    } finally {
      setBusy(false);
    }
  };
  const status = d ? PROXY_BRAND_STATUS_OPTIONS.find((o) => o.value === d.status) : undefined;
  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: errors[f] } : {});

  const body = (
    <div data-testid="proxy-brand-form">
      {d && (
        <Space style={{ marginBottom: 12 }}>
          <span>{d.No}</span>
          {status && (
            <Tag color={status.color} data-testid="proxy-brand-status">
              {t(status.label.replace('resources.', ''))}
            </Tag>
          )}
        </Space>
      )}
      {d?.ReviewComment && d.status === 3 && (
        <Alert
          type="error"
          style={{ marginBottom: 12 }}
          title={`${L('ReviewComment')}: ${d.ReviewComment}`}
        />
      )}
      {errors.form && <Alert type="error" style={{ marginBottom: 12 }} title={errors.form} />}
      <Form layout="vertical" disabled={!editable || busy}>
        <Form.Item label={L('BrandId')} required {...err('BrandId')}>
          <Select
            data-testid="proxy-brand-BrandId"
            showSearch={{ optionFilterProp: 'label' }}
            options={brandOptions}
            value={form.BrandId}
            onChange={(v: number) => set('BrandId', v)}
          />
        </Form.Item>
        <Form.Item label={L('Territory')} required {...err('Territory')}>
          <Input
            data-testid="proxy-brand-Territory"
            value={form.Territory}
            onChange={(e) => set('Territory', e.target.value)}
          />
        </Form.Item>
        <Space>
          <Form.Item label={L('ValidFrom')} required {...err('ValidFrom')}>
            <Input
              type="date"
              data-testid="proxy-brand-ValidFrom"
              value={form.ValidFrom}
              onChange={(e) => set('ValidFrom', e.target.value)}
            />
          </Form.Item>
          <Form.Item label={L('ValidTo')} required {...err('ValidTo')}>
            <Input
              type="date"
              data-testid="proxy-brand-ValidTo"
              value={form.ValidTo}
              onChange={(e) => set('ValidTo', e.target.value)}
            />
          </Form.Item>
        </Space>
        <Form.Item label={L('Remark')} {...err('Remark')}>
          <Input.TextArea
            data-testid="proxy-brand-Remark"
            value={form.Remark}
            onChange={(e) => set('Remark', e.target.value)}
          />
        </Form.Item>
      </Form>
      {id && (
        <div data-testid="proxy-brand-certificates" style={{ marginBottom: 12 }}>
          <div style={{ marginBottom: 4 }}>{L('certificate')}</div>
          {(certs.data ?? []).map((c) => (
            <Tag key={c.Id}>{c.FileName}</Tag>
          ))}
          {editable && (
            <>
              <div style={{ color: '#888', margin: '4px 0' }}>{L('certificateHint')}</div>
              <Upload
                showUploadList={false}
                beforeUpload={(file) => {
                  void proxyBrandApi
                    .upload(id, file)
                    .catch((e: Error) => toast.error(e.message))
                    .then(() => certs.refetch());
                  return false;
                }}
              >
                <Button
                  disabled={(certs.data?.length ?? 0) >= MAX_ATTACHMENTS}
                  data-testid="proxy-brand-upload"
                >
                  {L('certificate')}
                </Button>
              </Upload>
            </>
          )}
          {errors.Attachments && (
            <div style={{ color: '#ff4d4f' }} data-testid="proxy-brand-certificate-error">
              {errors.Attachments}
            </div>
          )}
        </div>
      )}
      {editable && (
        <Space>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="proxy-brand-save">
            {L('save')}
          </Button>
          {id && (
            <Button onClick={() => void submit()} loading={busy} data-testid="proxy-brand-submit">
              {L('submit')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
  return id ? (
    <DocumentTabs type="proxyBrand" id={id}>
      {body}
    </DocumentTabs>
  ) : (
    body
  );
}
