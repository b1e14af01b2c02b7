import { QUALITY_ITEM_KIND } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';

const base = '/merchant/purchase/qualityitem';

interface QualityItem {
  Id: number;
  NameZh: string;
  NameEn: string;
  Description: string;
  Sort: number;
  Status: number;
  Version: number;
}
type Draft = {
  Id?: number;
  Version?: number;
  NameZh: string;
  NameEn: string;
  Description: string;
  Sort: string;
  Status: number;
};
const empty: Draft = { NameZh: '', NameEn: '', Description: '', Sort: '0', Status: 1 };

/**
 * The checklist items (`kind` 1, purchase/parameterSetting/qualityList) or process steps (`kind` 2,
 * …/process): the list, add, edit at `Version` (a stale edit is refused by the server, 409). A server
 * refusal shows on the field it names.
 */
export function QualityItemsPage({ kind }: { kind: number }) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`qualityItem.${k}`);
  const q = useQuery({
    queryKey: ['qualityItem', kind],
    queryFn: async () => (await http.get<{ Records: QualityItem[] }>(base, { Kind: kind })).Records ?? [],
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    if (!draft) return;
    setErrors({});
    const body = { ...draft, Kind: kind, Sort: Number(draft.Sort) || 0 };
    try {
      if (draft.Id) await http.put(`${base}/${draft.Id}`, body, { silent: true });
      else await http.post(base, body, { silent: true });
      setDraft(null);
      await q.refetch();
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const text = (f: 'NameZh' | 'NameEn' | 'Description' | 'Sort') =>
    draft && (
      <div key={f}>
        <Input
          placeholder={L(f)}
          data-testid={`quality-${f}`}
          status={errors[f] ? 'error' : undefined}
          value={draft[f]}
          onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
        />
        {errors[f] && <div className="ant-form-item-explain-error">{errors[f]}</div>}
      </div>
    );
  return (
    <div data-testid="quality-items">
      <Space style={{ marginBottom: 12 }}>
        <strong>{L(kind === QUALITY_ITEM_KIND.step ? 'processTitle' : 'title')}</strong>
        <Button type="primary" data-testid="quality-add" onClick={() => setDraft({ ...empty })}>
          {L('add')}
        </Button>
      </Space>
      {draft && (
        <Space wrap align="start" style={{ marginBottom: 12 }} data-testid="quality-form">
          {text('NameZh')}
          {text('NameEn')}
          {text('Description')}
          {text('Sort')}
          <Select
            style={{ width: 100 }}
            value={draft.Status}
            onChange={(v: number) => setDraft({ ...draft, Status: v })}
            options={[
              { value: 1, label: L('status1') },
              { value: 2, label: L('status2') },
            ]}
          />
          <Button type="primary" data-testid="quality-save" onClick={() => void save()}>
            {L('save')}
          </Button>
          <Button onClick={() => setDraft(null)}>{L('cancel')}</Button>
        </Space>
      )}
      {(errors.form || errors.Version || errors.Status || errors.Kind) && (
        <div className="ant-form-item-explain-error" data-testid="quality-error">
          {errors.form ?? errors.Version ?? errors.Status ?? errors.Kind}
        </div>
      )}
      <Table<QualityItem>
        size="small"
        rowKey="Id"
        loading={q.isLoading}
        dataSource={q.data ?? []}
        pagination={false}
        columns={[
          { title: L('Sort'), dataIndex: 'Sort', width: 60 },
          { title: L('NameZh'), dataIndex: 'NameZh' },
          { title: L('NameEn'), dataIndex: 'NameEn' },
          { title: L('Description'), dataIndex: 'Description' },
          {
            title: L('Status'),
            dataIndex: 'Status',
            render: (s: number) => <Tag color={s === 1 ? 'green' : 'default'}>{L(`status${s}`)}</Tag>,
          },
          {
            title: '',
            key: 'a',
            render: (_: unknown, r: QualityItem) => (
              <Button
                size="small"
                data-testid={`quality-edit-${r.Id}`}
                onClick={() => setDraft({ ...r, Sort: String(r.Sort) })}
              >
                {L('edit')}
              </Button>
            ),
          },
        ]}
      />
    </div>
  );
}

/** purchase/parameterSetting/qualityList: the inbound checklist. */
export default function QualityListPage() {
  return <QualityItemsPage kind={QUALITY_ITEM_KIND.item} />;
}
