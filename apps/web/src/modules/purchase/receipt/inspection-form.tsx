import { CHECK_RESULT } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, http } from '../../../core/http';

interface QualityItem {
  Id: number;
  NameZh: string;
  NameEn: string;
  Description: string;
  Status: number;
}
interface Answer {
  Result?: number;
  Note?: string;
}

/**
 * The inspection of one RK line (decision 0040): every enabled checklist item pass / fail / not
 * applicable with a note (required on fail), an optional weight (a whole number > 0), a remark;
 * `POST /merchant/purchase/inspection` submits it into quality-audit. The same rules are checked on
 * the server; its refusal shows on the field it names (`Items[i].Note`, `Weight`…).
 */
export function InspectionForm({
  line,
  onClose,
  onDone,
}: {
  line: { Id: number; LineNo: number; Mpn: string; Quantity: number };
  onClose: () => void;
  onDone: (no: string) => void;
}) {
  const { t, i18n } = useTranslation('resources');
  const L = (k: string, o?: Record<string, unknown>) => t(`inboundInspection.${k}`, o);
  const en = i18n.language.startsWith('en');
  const items = useQuery({
    queryKey: ['purchaseReceipt', 'qualityItems'],
    queryFn: async () =>
      (
        (await http.get<{ Records: QualityItem[] }>('/merchant/purchase/qualityitem', { Kind: 1 })).Records ??
        []
      ).filter((x) => x.Status === 1),
  });
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [weight, setWeight] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = items.data ?? [];
  const set = (id: number, patch: Answer) => setAnswers((m) => ({ ...m, [id]: { ...m[id], ...patch } }));
  const submit = async () => {
    const local: Record<string, string> = {};
    rows.forEach((it, i) => {
      const a = answers[it.Id] ?? {};
      if (!a.Result) local[`Items[${i}].Result`] = L('resultRequired');
      else if (a.Result === CHECK_RESULT.fail && !(a.Note ?? '').trim())
        local[`Items[${i}].Note`] = L('noteRequired');
    });
    const w = weight.trim();
    if (w && !/^[1-9]\d*$/.test(w)) local.Weight = L('weightInvalid');
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      const res = await http.post<{ No: string }>(
        '/merchant/purchase/inspection',
        {
          ReceiptLineId: line.Id,
          Weight: w ? Number(w) : null,
          Remark: remark,
          Items: rows.map((it) => ({
            ItemId: it.Id,
            Result: answers[it.Id]?.Result,
            Note: answers[it.Id]?.Note ?? '',
          })),
        },
        { silent: true },
      );
      onDone(res.No);
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const errOf = (i: number, f: string) => errors[`Items[${i}].${f}`];
  return (
    <Card
      size="small"
      data-testid="inspection-form"
      title={`${L('add')} · #${line.LineNo} ${line.Mpn} × ${line.Quantity}`}
      style={{ marginBottom: 12 }}
    >
      <Table<QualityItem>
        size="small"
        rowKey="Id"
        loading={items.isLoading}
        dataSource={rows}
        pagination={false}
        columns={[
          {
            title: L('item'),
            key: 'n',
            render: (_: unknown, it: QualityItem) => (
              <span title={it.Description}>{en ? it.NameEn || it.NameZh : it.NameZh}</span>
            ),
          },
          {
            title: L('Result'),
            key: 'r',
            render: (_: unknown, it: QualityItem, i: number) => (
              <div>
                <Radio.Group
                  data-testid={`inspection-result-${it.Id}`}
                  value={answers[it.Id]?.Result}
                  onChange={(e) => set(it.Id, { Result: e.target.value as number })}
                  options={[1, 2, 3].map((v) => ({ value: v, label: L(`result${v}`) }))}
                />
                {(errOf(i, 'Result') ?? errOf(i, 'ItemId')) && (
                  <div className="ant-form-item-explain-error">
                    {errOf(i, 'Result') ?? errOf(i, 'ItemId')}
                  </div>
                )}
              </div>
            ),
          },
          {
            title: L('Note'),
            key: 'note',
            render: (_: unknown, it: QualityItem, i: number) => (
              <div>
                <Input
                  size="small"
                  data-testid={`inspection-note-${it.Id}`}
                  status={errOf(i, 'Note') ? 'error' : undefined}
                  value={answers[it.Id]?.Note ?? ''}
                  onChange={(e) => set(it.Id, { Note: e.target.value })}
                />
                {errOf(i, 'Note') && <div className="ant-form-item-explain-error">{errOf(i, 'Note')}</div>}
              </div>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }} wrap align="start">
        <div>
          <Input
            placeholder={L('Weight')}
            style={{ width: 180 }}
            data-testid="inspection-Weight"
            status={errors.Weight ? 'error' : undefined}
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
          />
          {errors.Weight && <div className="ant-form-item-explain-error">{errors.Weight}</div>}
        </div>
        <Input
          placeholder={L('Remark')}
          data-testid="inspection-Remark"
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
        <Button type="primary" data-testid="inspection-submit" onClick={() => void submit()}>
          {L('submit')}
        </Button>
        <Button onClick={onClose}>{L('close')}</Button>
      </Space>
      {(errors.form || errors.ReceiptLineId || errors.Items) && (
        <div className="ant-form-item-explain-error" data-testid="inspection-error">
          {errors.form ?? errors.ReceiptLineId ?? errors.Items}
        </div>
      )}
    </Card>
  );
}
