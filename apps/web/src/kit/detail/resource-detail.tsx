import '../i18n';
import type { FieldDef, ResourceDef } from '@partdesk/shared/resource/define';
import Descriptions from 'antd/es/descriptions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import { FieldValue } from '../kinds/cells';
import type { Row } from '../resource-api';

export interface ResourceDetailProps {
  def: ResourceDef;
  record: Row;
  title?: ReactNode;
  /** Toolbar of the card (edit, reset password…). */
  extra?: ReactNode;
  /** Items after the definition's fields (roles, …). */
  extraItems?: { key: string; label: ReactNode; children: ReactNode }[];
  /** Only these fields, in this order (default: every field with `detail !== false`). */
  fields?: readonly string[];
  column?: number;
}

export const detailFields = (def: ResourceDef, names?: readonly string[]): FieldDef[] =>
  names
    ? names.map((n) => def.fields.find((f) => f.name === n)).filter((f): f is FieldDef => !!f)
    : def.fields.filter((f) => f.detail !== false);

/**
 * The detail view of a record: a Descriptions item per field, values by kind (money as decimal
 * strings, enums as tags, dictionaries and lookups resolved to their names).
 */
export function ResourceDetail({
  def,
  record,
  title,
  extra,
  extraItems = [],
  fields,
  column = 2,
}: ResourceDetailProps) {
  const { t } = useTranslation();
  const items = [
    ...detailFields(def, fields).map((f) => ({
      key: f.name,
      label: t(label(f.label)),
      children: <FieldValue field={f} value={record[f.name]} row={record} />,
    })),
    ...extraItems,
  ];
  return (
    <Descriptions
      data-testid="kit-detail"
      bordered
      size="small"
      title={title}
      extra={extra}
      column={{ xs: 1, sm: 1, md: column, lg: column, xl: column, xxl: column }}
      items={items}
    />
  );
}
