import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { dictLineResource, dictResource } from '@partdesk/shared/setup/dict-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../core/http';
import { useMay } from '../../core/use-may';
import {
  EmptyState,
  ErrorState,
  type ListAction,
  LoadingState,
  ResourceDetail,
  ResourceForm,
  ResourceListPage,
  type Row,
  resourceQueryKey,
} from '../../kit';
import { afterLineChange, DICT_PERMITS, type DictLineRow, type DictRow, dictApi } from './dict-api';

const DICT_FIELDS = ['Code', 'Name', 'NameEn', 'IsSystem', 'Lines', 'Remark'];
const NEW_LINE = { Sort: 0, Enabled: true };

function LineDialog({
  code,
  line,
  onClose,
}: {
  code: string;
  /** null: a new line. */
  line: DictLineRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  return (
    <Modal
      open
      title={line ? t('dict.editLine', { value: line.DictValue }) : t('dict.addLine')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={560}
    >
      <div data-testid="dict-line-dialog">
        <ResourceForm
          def={dictLineResource}
          mode={line ? 'edit' : 'create'}
          initialValues={(line ?? NEW_LINE) as unknown as Row}
          onSubmit={(values) => (line ? dictApi.updateLine(line.Id, values) : dictApi.addLine(code, values))}
          onSaved={() => {
            void afterLineChange(qc, code);
            onClose();
          }}
          onCancel={onClose}
        />
      </div>
    </Modal>
  );
}

function DictLines({ dict }: { dict: DictRow }) {
  const { t } = useTranslation('setupUi');
  const qc = useQueryClient();
  const may = useMay();
  const [editing, setEditing] = useState<DictLineRow | 'new' | null>(null);
  const fixedFilters = useMemo(() => ({ DictCode: dict.Code }), [dict.Code]);
  const remove = useCallback(
    async (rows: Row[]) => {
      await dictApi.deleteLines(rows.map((r) => Number(r.Id)));
      await afterLineChange(qc, dict.Code);
    },
    [qc, dict.Code],
  );
  // A row's own delete, only on lines the server would delete (system lines are refused).
  const extraActions = useMemo<ListAction[]>(
    () => [
      {
        key: 'deleteLine',
        label: t('dict.deleteLine'),
        permit: DICT_PERMITS.deleteLines,
        danger: true,
        confirm: t('resources:dict.confirmDelete'),
        visible: (row) => row.IsSystem !== true,
        run: remove,
      },
    ],
    [t, remove],
  );
  const actionHandlers = useMemo(() => ({ delete: remove }), [remove]);
  const canEdit = may(DICT_PERMITS.updateLine);

  return (
    <>
      <ResourceListPage
        def={dictLineResource}
        testId="dict-lines"
        fixedFilters={fixedFilters}
        actionHandlers={actionHandlers}
        rowSelectable={(row) => row.IsSystem !== true}
        extraActions={extraActions}
        toolbar={
          may(DICT_PERMITS.addLine) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="dict-line-add"
            >
              {t('dict.addLine')}
            </Button>
          ) : null
        }
        rowActions={(row) => (
          <>
            {canEdit && (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing(row as unknown as DictLineRow)}
                data-testid={`dict-line-edit-${String(row.Id)}`}
              >
                {t('common.edit')}
              </Button>
            )}
            {row.IsSystem === true && (
              <Button
                type="link"
                size="small"
                disabled
                title={t('dict.systemLine')}
                data-testid="dict-line-locked"
              >
                {t('dict.deleteLine')}
              </Button>
            )}
          </>
        )}
      />
      {editing !== null && (
        <LineDialog
          code={dict.Code}
          line={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

/** /setup/dict-detail?code=: one dictionary and its lines (zh-CN / en-US text); add, edit, delete lines. */
export default function DictDetailPage() {
  const { t, i18n } = useTranslation('setupUi');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const query = useQuery({
    queryKey: [...resourceQueryKey(dictResource), 'byCode', code],
    queryFn: () => dictApi.byCode(code),
    enabled: code !== '',
  });
  const back = <Button onClick={() => navigate('/setup/dict-list')}>{t('dict.back')}</Button>;

  if (!code)
    return (
      <EmptyState
        description={
          <Space orientation="vertical">
            {t('dict.pickDict')}
            {back}
          </Space>
        }
      />
    );
  if (query.isLoading) return <LoadingState />;
  if (query.isError)
    return (
      <ErrorState message={(query.error as ApiError | null)?.message} onRetry={() => void query.refetch()} />
    );
  const dict = query.data;
  if (!dict)
    return (
      <EmptyState
        description={
          <Space orientation="vertical">
            {t('dict.notFound', { code })}
            {back}
          </Space>
        }
      />
    );
  const name = i18n.language === 'en-US' && dict.NameEn ? dict.NameEn : dict.Name;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="dict-detail">
      <Card size="small" title={t('dict.detail', { name, code: dict.Code })} extra={back}>
        <ResourceDetail def={dictResource} record={dict as unknown as Row} fields={DICT_FIELDS} column={3} />
        {dict.IsSystem && (
          <Alert style={{ marginTop: 12 }} type="info" showIcon title={t('dict.systemHint')} />
        )}
      </Card>
      <DictLines dict={dict} />
    </Space>
  );
}
