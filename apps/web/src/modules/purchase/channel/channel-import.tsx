import '../i18n';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import {
  CHANNEL_FIELDS,
  type ChannelField,
  type ChannelMapping,
  completeChannelMapping,
} from '@partdesk/shared/purchase/channel/channel.fields';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChannelImportResult,
  type ChannelPreview,
  type ChannelRowErrorOut,
  channelApi,
} from './channel-api';

type Step =
  | { kind: 'pick' }
  | { kind: 'map'; file: File; preview: ChannelPreview; mapping: ChannelMapping }
  | { kind: 'done'; result: ChannelImportResult };

/** Moves a field to a column (or off): the column's previous field is unmapped (as the BOM import). */
export function remapChannel(mapping: ChannelMapping, col: number, field: ChannelField | undefined) {
  const next = { ...mapping };
  for (const f of CHANNEL_FIELDS) if (next[f] === col) next[f] = null;
  if (field) next[field] = col;
  return next;
}

/**
 * A supplier's stock list upload: supplier → file → preview with the supplier's saved (or guessed)
 * mapping, correctable above each column → mode (replace / merge) → import → the counts and the
 * rejected rows (per kind and per row, translated by the server). The BOM import's pattern.
 */
export function ChannelImport({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation('channelUi');
  const { t: tr } = useTranslation('resources');
  const [supplierId, setSupplierId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [mode, setMode] = useState<'replace' | 'merge'>('replace');
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const suppliers = useQuery({
    queryKey: ['channel', 'suppliers', keyword],
    queryFn: () => channelApi.suppliers(keyword),
  });
  const fieldLabel = (f: ChannelField) => tr(`channelStock.${f}`);
  const fieldOptions = [
    { value: '', label: t('ignore') },
    ...CHANNEL_FIELDS.map((f) => ({ value: f, label: fieldLabel(f) })),
  ];

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File) =>
    run(async () => {
      if (!supplierId) throw new Error(t('pickSupplierFirst'));
      const preview = await channelApi.preview(file, supplierId);
      setStep({ kind: 'map', file, preview, mapping: completeChannelMapping(preview.Mapping) });
    });
  const runImport = () =>
    run(async () => {
      if (step.kind !== 'map' || !supplierId) return;
      const result = await channelApi.import(step.file, {
        SupplierId: supplierId,
        HeaderRow: step.preview.HeaderRow,
        Mapping: step.mapping,
        Mode: mode,
      });
      setStep({ kind: 'done', result });
      onImported?.();
    });

  return (
    <Card size="small" title={t('upload')} data-testid="channel-import">
      <Space direction="vertical" style={{ width: '100%' }}>
        {error && <Alert type="error" showIcon message={error} data-testid="channel-error" />}
        <Space wrap>
          <span>{t('supplier')}</span>
          <Select
            style={{ minWidth: 280 }}
            value={supplierId}
            placeholder={t('supplierPick')}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            loading={suppliers.isFetching}
            options={(suppliers.data ?? []).map((s) => ({ value: s.Id, label: `${s.Code} · ${s.Name}` }))}
            onChange={(v: number) => {
              setSupplierId(v);
              setStep({ kind: 'pick' });
            }}
            data-testid="channel-supplier"
          />
          <Radio.Group value={mode} onChange={(e) => setMode(e.target.value)} data-testid="channel-mode">
            <Radio value="replace">{t('modeReplace')}</Radio>
            <Radio value="merge">{t('modeMerge')}</Radio>
          </Radio.Group>
        </Space>
        {step.kind === 'pick' && (
          <Upload.Dragger
            accept=".xlsx,.xls,.csv"
            showUploadList={false}
            disabled={busy || !supplierId}
            beforeUpload={(file) => {
              void choose(file as File);
              return false;
            }}
            data-testid="channel-file"
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{supplierId ? t('upload') : t('pickSupplierFirst')}</p>
            <p className="ant-upload-hint">{t('uploadHint')}</p>
          </Upload.Dragger>
        )}
        {step.kind === 'map' && (
          <>
            <Alert
              type={step.preview.MappingSource === 'saved' ? 'success' : 'info'}
              showIcon
              message={step.preview.MappingSource === 'saved' ? t('mappingSaved') : t('mappingAuto')}
              description={t('mapping', { row: step.preview.HeaderRow, total: step.preview.TotalRows })}
            />
            <Table<{ key: number; cells: string[] }>
              size="small"
              pagination={false}
              style={{ overflowX: 'auto' }}
              data-testid="channel-preview"
              dataSource={step.preview.Rows.map((cells, i) => ({ key: i, cells }))}
              columns={step.preview.Headers.map((h, col) => ({
                key: col,
                title: (
                  <Space direction="vertical" size={2}>
                    <Select
                      size="small"
                      style={{ minWidth: 110 }}
                      virtual={false}
                      value={CHANNEL_FIELDS.find((f) => step.mapping[f] === col) ?? ''}
                      options={fieldOptions}
                      onChange={(v: string) =>
                        setStep({
                          ...step,
                          mapping: remapChannel(
                            step.mapping,
                            col,
                            (v || undefined) as ChannelField | undefined,
                          ),
                        })
                      }
                      data-testid={`channel-col-${col}`}
                    />
                    <span>{h}</span>
                  </Space>
                ),
                render: (_: unknown, r) => r.cells[col] ?? '',
              }))}
            />
            <Space>
              <Button
                type="primary"
                loading={busy}
                onClick={() => void runImport()}
                data-testid="channel-run"
              >
                {t('import')}
              </Button>
              <Button disabled={busy} onClick={() => setStep({ kind: 'pick' })}>
                {t('restart')}
              </Button>
            </Space>
          </>
        )}
        {step.kind === 'done' && (
          <Space direction="vertical" style={{ width: '100%' }} data-testid="channel-result">
            <Alert
              type={step.result.Rejected ? 'warning' : 'success'}
              showIcon
              message={t('result', {
                imported: step.result.Imported,
                replaced: step.result.Replaced,
                updated: step.result.Updated,
                duplicates: step.result.Duplicates,
                rejected: step.result.Rejected,
              })}
              description={step.result.ErrorSummary.map((s) => (
                <div key={`${s.Field}-${s.Code}`}>{s.Message}</div>
              ))}
            />
            {step.result.Errors.length > 0 && (
              <Table<ChannelRowErrorOut>
                size="small"
                title={() => t('errors')}
                rowKey={(e) => `${e.Row}-${e.Field}-${e.Code}`}
                dataSource={step.result.Errors}
                columns={[
                  { key: 'Message', dataIndex: 'Message', title: t('errors') },
                  { key: 'Value', dataIndex: 'Value', title: '', width: 200 },
                ]}
                pagination={{ pageSize: 20, hideOnSinglePage: true }}
                data-testid="channel-errors"
              />
            )}
            <Button onClick={() => setStep({ kind: 'pick' })} data-testid="channel-again">
              {t('restart')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
