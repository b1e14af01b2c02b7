import '../i18n';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { BOM_FIELDS, type BomField, type BomMapping, completeMapping } from '@partdesk/shared/bom/bom-fields';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Upload from 'antd/es/upload';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onPushEvent } from '../../../core/push-events';
import {
  BOM_IMPORT_URL,
  BOM_PREVIEW_URL,
  type BomImportProgress,
  type BomImportResult,
  type BomIssueOut,
  type BomLineOut,
  type BomPreview,
  postFile,
} from './bom-api';

export interface BomImportProps {
  /** The customer the BOM is for: its saved mapping is offered, customer PNs resolve, the mapping is saved. */
  customerId?: number;
  /** Called with the import result (the inquiry screen turns the lines into inquiry lines). */
  onImported?: (result: BomImportResult) => void;
}

type Step =
  | { kind: 'pick' }
  | { kind: 'map'; file: File; preview: BomPreview; mapping: BomMapping }
  | { kind: 'done'; file: File; preview: BomPreview; result: BomImportResult };

const MATCH_COLOR = { exact: 'green', variant: 'blue', none: 'default' } as const;

/** Which field a column is mapped to (inverse of the mapping). */
function fieldOfColumn(mapping: BomMapping, col: number): BomField | undefined {
  return BOM_FIELDS.find((f) => mapping[f] === col);
}

/** Moves a field to a column (or off): the column's previous field is unmapped. */
export function remap(mapping: BomMapping, col: number, field: BomField | undefined): BomMapping {
  const next = { ...mapping };
  for (const f of BOM_FIELDS) if (next[f] === col) next[f] = null;
  if (field) next[field] = col;
  return next;
}

/**
 * BOM import: choose a file → preview with the suggested (or the customer's saved) column mapping the
 * user can correct above each column → import with a progress bar (pushed `bomImportProgress`) → the
 * merged lines with their match and the line-level error report. Writes nothing but the mapping; the
 * inquiry screen embeds it and keeps the lines.
 */
export function BomImport({ customerId, onImported }: BomImportProps) {
  const { t } = useTranslation('productUi');
  const { t: tp } = useTranslation('product');
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<BomImportProgress | null>(null);
  const importId = useRef('');
  useEffect(
    () =>
      onPushEvent<BomImportProgress>('bomImportProgress', (p) => {
        if (p.ImportId === importId.current) setProgress(p);
      }),
    [],
  );
  const fieldLabel = (f: BomField) => tp(`bom.field.${f}`);
  const fieldOptions = useMemo(
    () => [
      { value: '', label: t('bom.ignore') },
      ...BOM_FIELDS.map((f) => ({ value: f, label: tp(`bom.field.${f}`) })),
    ],
    [t, tp],
  );
  const cid = customerId ? String(customerId) : undefined;

  const choose = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const preview = await postFile<BomPreview>(BOM_PREVIEW_URL, file, { CustomerId: cid });
      setStep({ kind: 'map', file, preview, mapping: completeMapping(preview.Mapping) });
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const runImport = async () => {
    if (step.kind !== 'map') return;
    setBusy(true);
    setError(null);
    importId.current = `bom-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    setProgress({ ImportId: importId.current, Stage: 'parse', Rows: 0, Total: step.preview.TotalRows });
    try {
      const result = await postFile<BomImportResult>(BOM_IMPORT_URL, step.file, {
        CustomerId: cid,
        HeaderRow: String(step.preview.HeaderRow),
        Mapping: JSON.stringify(step.mapping),
        ImportId: importId.current,
      });
      setProgress({
        ImportId: importId.current,
        Stage: 'done',
        Rows: result.Summary.Rows,
        Total: result.Summary.Rows,
      });
      setStep({ kind: 'done', file: step.file, preview: step.preview, result });
      onImported?.(result);
    } catch (err) {
      setError((err as Error).message);
      setProgress(null);
    } finally {
      setBusy(false);
    }
  };

  // parse 0–20 %, read 20–55 %, match 55–95 %, each by its rows done (#20 item 5).
  const frac = (p: BomImportProgress) => (p.Total ? Math.min(1, p.Rows / p.Total) : 0);
  const percent = progress
    ? progress.Stage === 'done'
      ? 100
      : progress.Stage === 'match'
        ? 55 + Math.round(frac(progress) * 40)
        : progress.Stage === 'read'
          ? 20 + Math.round(frac(progress) * 35)
          : Math.max(2, Math.round(frac(progress) * 20))
    : 0;

  return (
    <Card title={t('bom.title')} data-testid="bom-import">
      <Space direction="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon message={error} data-testid="bom-error" />}
        {step.kind === 'pick' && (
          <Upload.Dragger
            accept=".xlsx,.xls,.csv"
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void choose(file as File);
              return false;
            }}
            data-testid="bom-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('bom.pick')}</p>
            <p className="ant-upload-hint">{t('bom.pickHint')}</p>
          </Upload.Dragger>
        )}
        {step.kind === 'map' && (
          <>
            <Alert
              type={step.preview.MappingSource === 'saved' ? 'success' : 'info'}
              showIcon
              message={step.preview.MappingSource === 'saved' ? t('bom.savedMapping') : t('bom.mappingHelp')}
              description={t('bom.headerRow', { row: step.preview.HeaderRow, total: step.preview.TotalRows })}
            />
            <Table<{ key: number; cells: string[] }>
              size="small"
              pagination={false}
              style={{ overflowX: 'auto' }}
              data-testid="bom-preview"
              dataSource={step.preview.Rows.map((cells, i) => ({ key: i, cells }))}
              columns={step.preview.Headers.map((h, col) => ({
                key: col,
                title: (
                  <Space direction="vertical" size={2}>
                    <Select
                      size="small"
                      style={{ minWidth: 120 }}
                      virtual={false}
                      value={fieldOfColumn(step.mapping, col) ?? ''}
                      options={fieldOptions}
                      onChange={(v: string) =>
                        setStep({
                          ...step,
                          mapping: remap(step.mapping, col, (v || undefined) as BomField | undefined),
                        })
                      }
                      data-testid={`bom-col-${col}`}
                    />
                    <span>{h}</span>
                  </Space>
                ),
                render: (_: unknown, r) => r.cells[col] ?? '',
              }))}
            />
            <Space>
              <Button type="primary" loading={busy} onClick={() => void runImport()} data-testid="bom-run">
                {t('bom.import')}
              </Button>
              <Button disabled={busy} onClick={() => setStep({ kind: 'pick' })}>
                {t('bom.again')}
              </Button>
            </Space>
          </>
        )}
        {progress && (busy || step.kind === 'done') && (
          <div data-testid="bom-progress">
            <Progress percent={percent} status={busy ? 'active' : 'success'} />
            <span data-testid="bom-progress-text">
              {t(
                progress.Total && progress.Stage !== 'done'
                  ? `bom.stageRows.${progress.Stage}`
                  : `bom.stage.${progress.Stage}`,
                { rows: progress.Rows, total: progress.Total },
              )}
            </span>
          </div>
        )}
        {step.kind === 'done' && <BomResult result={step.result} fieldLabel={fieldLabel} />}
        {step.kind === 'done' && (
          <Button onClick={() => setStep({ kind: 'pick' })} data-testid="bom-again">
            {t('bom.again')}
          </Button>
        )}
      </Space>
    </Card>
  );
}

function BomResult({ result, fieldLabel }: { result: BomImportResult; fieldLabel: (f: BomField) => string }) {
  const { t } = useTranslation('productUi');
  const s = result.Summary;
  const issueColumns = [
    { key: 'Row', dataIndex: 'Row', title: t('bom.row'), width: 70 },
    {
      key: 'Field',
      title: t('bom.field'),
      width: 110,
      render: (_: unknown, i: BomIssueOut) => fieldLabel(i.Field),
    },
    { key: 'Message', dataIndex: 'Message', title: t('bom.message') },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bom-result">
      <Alert
        type={s.ErrorRows ? 'warning' : 'success'}
        showIcon
        message={t('bom.summary', {
          rows: s.Rows,
          lines: s.Lines,
          merged: s.Merged,
          exact: s.Exact,
          variant: s.Variant,
          unmatched: s.Unmatched,
          errorRows: s.ErrorRows,
        })}
      />
      {result.Errors.length > 0 && (
        <Table<BomIssueOut>
          size="small"
          title={() => t('bom.errors')}
          rowKey={(i) => `${i.Row}-${i.Field}-${i.Code}`}
          dataSource={result.Errors}
          columns={issueColumns}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          data-testid="bom-errors"
        />
      )}
      <Table<BomLineOut>
        size="small"
        title={() => t('bom.lines')}
        rowKey="LineNo"
        dataSource={result.Lines}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: true }}
        data-testid="bom-lines"
        columns={[
          { key: 'LineNo', dataIndex: 'LineNo', title: '#', width: 50 },
          { key: 'Mpn', dataIndex: 'Mpn', title: fieldLabel('Mpn') },
          { key: 'Brand', dataIndex: 'BrandName', title: fieldLabel('Brand') },
          { key: 'Quantity', dataIndex: 'Quantity', title: fieldLabel('Quantity'), align: 'right' },
          {
            key: 'TargetPrice',
            title: fieldLabel('TargetPrice'),
            render: (_: unknown, l) => (l.TargetPrice ? `${l.TargetPrice} ${l.Currency ?? ''}` : ''),
          },
          { key: 'CustomerPn', dataIndex: 'CustomerPn', title: fieldLabel('CustomerPn') },
          {
            key: 'Match',
            title: t('bom.match'),
            render: (_: unknown, l) => (
              <Tag color={MATCH_COLOR[l.MatchKind]}>
                {t(`bom.matchKind.${l.MatchKind}`)}
                {l.PartMpn && l.PartMpn !== l.Mpn ? ` ${l.PartMpn}` : ''}
              </Tag>
            ),
          },
          { key: 'Rows', title: t('bom.rows'), render: (_: unknown, l) => l.Rows.join(', ') },
          { key: 'Remark', dataIndex: 'Remark', title: fieldLabel('Remark') },
        ]}
      />
      {result.Warnings.length > 0 && (
        <Card size="small" title={t('bom.warnings')} data-testid="bom-warnings">
          {result.Warnings.map((w) => (
            <Alert
              key={w.Code}
              type="info"
              showIcon
              message={w.Message}
              data-testid={`bom-warning-${w.Code}`}
            />
          ))}
        </Card>
      )}
    </Space>
  );
}
