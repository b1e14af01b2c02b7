import './i18n';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A generic view of a JSON answer (the /setup dev page): scalars as descriptions, lists of records as
 * tables, lists of values as tags, nested records as cards — so fields the server adds show up without
 * a web change. Known field names get a translated label (setupUi `dev.fields.*`).
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const STATUS_COLORS: Record<string, string> = {
  ok: 'green',
  'nothing-to-do': 'default',
  failed: 'red',
  running: 'blue',
};

export const isObject = (v: Json): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: Json) => v === null || typeof v !== 'object';
const isRecordList = (v: Json): v is JsonObject[] => Array.isArray(v) && v.length > 0 && v.every(isObject);

export function useFieldLabel() {
  const { t } = useTranslation('setupUi');
  return (key: string) => t(`dev.fields.${key}`, { defaultValue: key });
}

function uptime(seconds: number, t: (k: string, p: Record<string, unknown>) => string): string {
  const s = Math.max(0, Math.floor(seconds));
  return t('dev.uptime', {
    d: Math.floor(s / 86_400),
    h: Math.floor((s % 86_400) / 3_600),
    m: Math.floor((s % 3_600) / 60),
    s: s % 60,
  });
}

/** One scalar value, formatted by its type and field name. */
export function ScalarValue({ name, value }: { name: string; value: Json }): ReactNode {
  const { t } = useTranslation('setupUi');
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean')
    return <Tag color={value ? 'green' : 'default'}>{value ? t('common.yes') : t('common.no')}</Tag>;
  if (typeof value === 'number' && /^uptime/i.test(name)) return uptime(value, t);
  if (typeof value === 'string' && name === 'Status') return <Tag color={STATUS_COLORS[value]}>{value}</Tag>;
  if (typeof value === 'string' && ISO_DATE.test(value)) return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
  if (typeof value === 'object') return <code>{JSON.stringify(value)}</code>;
  return String(value);
}

function RecordTable({ rows, testId }: { rows: JsonObject[]; testId: string }) {
  const labelOf = useFieldLabel();
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const withKeys = rows.map((r, i) => ({ ...r, __key: i }));
  return (
    <Table
      size="small"
      rowKey="__key"
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      dataSource={withKeys}
      data-testid={testId}
      columns={keys.map((k) => ({
        key: k,
        title: labelOf(k),
        dataIndex: k,
        render: (v: Json) => <ScalarValue name={k} value={v ?? null} />,
      }))}
    />
  );
}

/** A record: its scalars as descriptions, then each nested list or record in its own block. */
export function RecordView({ value, path }: { value: JsonObject; path: string }) {
  const labelOf = useFieldLabel();
  const entries = Object.entries(value);
  const scalars = entries.filter(([, v]) => isScalar(v));
  const nested = entries.filter(([, v]) => !isScalar(v));
  return (
    <>
      {scalars.length > 0 && (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          data-testid={`dev-${path}`}
          items={scalars.map(([k, v]) => ({
            key: k,
            label: labelOf(k),
            children: <ScalarValue name={k} value={v} />,
          }))}
        />
      )}
      {nested.map(([k, v]) => (
        <Card
          key={k}
          size="small"
          title={`${labelOf(k)}${Array.isArray(v) ? ` (${v.length})` : ''}`}
          style={{ marginTop: 12 }}
          data-testid={`dev-${path}.${k}`}
        >
          <NestedValue name={k} value={v} path={`${path}.${k}`} />
        </Card>
      ))}
    </>
  );
}

function NestedValue({ name, value, path }: { name: string; value: Json; path: string }) {
  const { t } = useTranslation('setupUi');
  if (isObject(value)) return <RecordView value={value} path={path} />;
  if (isRecordList(value)) return <RecordTable rows={value} testId={`dev-table-${path}`} />;
  if (Array.isArray(value)) {
    if (!value.length) return <span className="pd-muted">{t('common.empty')}</span>;
    return (
      <span>
        {value.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: values may repeat; the list never reorders
          <Tag key={i}>
            <ScalarValue name={name} value={v} />
          </Tag>
        ))}
      </span>
    );
  }
  return <ScalarValue name={name} value={value} />;
}
