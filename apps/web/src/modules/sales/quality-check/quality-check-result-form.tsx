import { QUALITY_CHECK_RESULT } from '@partdesk/shared/sales/quality-check/quality-check.codes';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ApiError, http } from '../../../core/http';

type Item = { Id: number; NameZh: string; NameEn: string };
type Answer = { Result?: number; Note: string };

/**
 * The warehouse's result of a requested quality check (decision 0060): every enabled checklist item
 * (purchase `qualityList`) pass / fail / not applicable with a note, the conclusion, a remark — sent at
 * the row's Version; the server's refusal is shown as it names it (nothing is checked twice here).
 */
export function QualityCheckResultForm({
  row,
  onDone,
}: {
  row: { Id: number; No: string; Version: number };
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('resources');
  const L = (k: string, p?: Record<string, unknown>) => t(`qualityCheck.${k}`, p ?? {});
  const items = useQuery({
    queryKey: ['qualityCheck', 'checklist'],
    queryFn: async () =>
      (await http.get<{ Records: Item[] }>('/merchant/sale/qualitycheck/checklist')).Records,
  });
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [result, setResult] = useState<number>();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (id: number, a: Partial<Answer>) =>
    setAnswers((s) => ({ ...s, [id]: { ...(s[id] ?? { Note: '' }), ...a } }));

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      await http.put(`/merchant/sale/qualitycheck/${row.Id}/result`, {
        Version: row.Version,
        Result: result ?? 0,
        Remark: remark,
        Items: (items.data ?? []).map((q) => ({
          ItemId: q.Id,
          Result: answers[q.Id]?.Result ?? 0,
          Note: answers[q.Id]?.Note ?? '',
        })),
      });
      toast.success(L('recorded', { no: row.No }));
      onDone();
    } catch (e) {
      if (e instanceof ApiError) setError(e.message);
      else throw e;
    } finally {
      setBusy(false);
    }
  }

  return (
    <div data-testid="quality-check-result-form">
      {error && <Alert type="error" message={error} data-testid="quality-check-result-error" />}
      {(items.data ?? []).map((q) => (
        <Space key={q.Id} style={{ display: 'flex', marginBottom: 8 }} wrap>
          <span style={{ minWidth: 160 }}>{i18n.language === 'en-US' ? q.NameEn : q.NameZh}</span>
          <Radio.Group
            data-testid={`qc-item-${q.Id}`}
            value={answers[q.Id]?.Result}
            onChange={(e) => set(q.Id, { Result: e.target.value as number })}
            options={[1, 2, 3].map((v) => ({ value: v, label: L(`itemResult${v}`) }))}
          />
          <Input
            data-testid={`qc-note-${q.Id}`}
            placeholder={L('Note')}
            value={answers[q.Id]?.Note ?? ''}
            onChange={(e) => set(q.Id, { Note: e.target.value })}
          />
        </Space>
      ))}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          data-testid="qc-result"
          value={result}
          onChange={(e) => setResult(e.target.value as number)}
          options={[
            { value: QUALITY_CHECK_RESULT.pass, label: L('result1') },
            { value: QUALITY_CHECK_RESULT.fail, label: L('result2') },
          ]}
        />
        <Input.TextArea
          data-testid="qc-remark"
          placeholder={L('Remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
        <Button type="primary" loading={busy} onClick={submit} data-testid="qc-submit">
          {L('submit')}
        </Button>
      </Space>
    </div>
  );
}
