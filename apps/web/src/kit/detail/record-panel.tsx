import '../i18n';
import { actionApplies, type ResourceDef } from '@partdesk/shared/resource/define';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMay } from '../../core/use-may';
import { resourceQueryKey } from '../list/drawer-editor';
import { ActionButton, defActions, usePermittedActions } from '../list/list-actions';
import { resourceApi, type Row } from '../resource-api';
import { ErrorState, LoadingState } from '../states';
import { ResourceDetail, type ResourceDetailProps } from './resource-detail';

export interface RecordPanelProps<T extends Row> {
  def: ResourceDef;
  /** The row key of the record (read from the definition's `api.detail`). */
  id: number;
  /** Detail fields, in order (default: the definition's). */
  fields?: readonly string[];
  /** Items after the fields (aliases…). */
  extraItems?: (record: T) => NonNullable<ResourceDetailProps['extraItems']>;
  /** Permit of the Edit button (administrators always). */
  editPermit: string;
  editTestId?: string;
  /** The record's edit form; `saved` shows the saved record in the panel again. */
  form: (record: T, saved: (record: T) => void) => ReactNode;
  /** The Back button (closes the drawer). */
  close: () => void;
}

/**
 * One record opened in a drawer editor (`open: { drawer: true }`, decision 0021): its detail with Edit
 * (by permit), the definition's actions that apply to its state (`when`, by permit) and Back; Edit swaps
 * in the screen's form, a save or an action reloads the record and the list.
 */
export function RecordPanel<T extends Row>(props: RecordPanelProps<T>) {
  const { def, id } = props;
  const { t } = useTranslation('kit');
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const key = [...resourceQueryKey(def), 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => resourceApi.detail<T>(def, id) });
  const actions = usePermittedActions(defActions(def, {}, actionApplies));
  const may = useMay();
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const record = q.data;
  const reloadList = () => void qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
  if (editing)
    return props.form(record, (saved) => {
      qc.setQueryData(key, saved);
      reloadList();
      setEditing(false);
    });
  return (
    <ResourceDetail
      def={def}
      record={record}
      fields={props.fields}
      extraItems={props.extraItems?.(record)}
      extra={
        <Space wrap>
          {may(props.editPermit) && (
            <Button type="primary" onClick={() => setEditing(true)} data-testid={props.editTestId}>
              {t('form.edit')}
            </Button>
          )}
          {actions
            .filter((a) => !a.visible || a.visible(record))
            .map((a) => (
              <ActionButton
                key={a.key}
                action={a}
                rows={[record]}
                after={() => {
                  void q.refetch();
                  reloadList();
                }}
              />
            ))}
          <Button onClick={props.close}>{t('form.back')}</Button>
        </Space>
      }
    />
  );
}
