import '../i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import { PAGE_SIZE_OPTIONS } from '@partdesk/shared/core/list-query';
import {
  type ActionDef,
  actionApplies,
  listedFields,
  type ResourceDef,
} from '@partdesk/shared/resource/define';
import { canOpenRoute } from '@partdesk/shared/access/client-access';
import { keepPreviousData, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Popover from 'antd/es/popover';
import Space from 'antd/es/space';
import Table, { type TableProps } from 'antd/es/table';
import type { SorterResult } from 'antd/es/table/interface';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../core/http';
import { label } from '../../core/i18n';
import { useMay } from '../../core/use-may';
import { useSession } from '../../core/use-session';
import { FieldCell } from '../kinds/cells';
import { pathOf, type Row, resourceApi } from '../resource-api';
import { EmptyState, ErrorState, LOADING_DELAY_MS } from '../states';
import { useColumnPrefs } from './column-prefs';
import { actionsWidth, columnWidth, EXPAND_WIDTH, rowActionLabels, SELECTION_WIDTH } from './column-widths';
import { EditorDrawer, type EditorRender, resourceQueryKey, useDrawerEditor } from './drawer-editor';
import { ExportButton } from './export-button';
import { FilterForm } from './filter-form';
import { type ListDialog, useConfiguredHandlers, useDocNoFilter } from './list-config';
import {
  ActionButton,
  type ActionHandlers,
  defActions,
  type ListAction,
  usePermittedActions,
} from './list-actions';
import {
  type FilterValues,
  type ListState,
  listBody,
  searchFromState,
  stateFromSearch,
  wireFilters,
} from './list-state';

export { resourceQueryKey };

export interface ResourceListPageProps {
  def: ResourceDef;
  /** Page title (default: the definition's title). */
  title?: ReactNode;
  /** Extra toolbar content (an "Add" button…), before the export and column buttons. */
  toolbar?: ReactNode;
  /** Extra content of each row's action cell (a "View" link…), before the row actions. */
  rowActions?: (row: Row) => ReactNode;
  /** Handlers of the definition's actions by name (default: the call derived from the permit). */
  actionHandlers?: ActionHandlers;
  /**
   * The form of the definition's drawer editor (`create.drawer`): the Add button and the `edit` row
   * action open it, and the row's View link with `open: { drawer: true }` (decision 0021).
   */
  editor?: EditorRender;
  /** Whether a definition's row action shows for a row, besides its `when` (a condition it cannot say). */
  actionVisible?: (action: ActionDef, row: Row) => boolean;
  /**
   * The screen's dialogs by action name (`create`: the Add button of `create.dialog`): the action opens
   * its dialog on the rows, the kit keeps which one is open (decision 0021).
   */
  dialogs?: Record<string, ListDialog>;
  /** Other queries an action changes: reloaded with the list after an action, done or refused. */
  refresh?: readonly QueryKey[];
  /** A screen's own actions (batch or row), after the definition's. */
  extraActions?: ListAction[];
  /** A column's own cell instead of its kind's (the review queue's summary, amount with currency…). */
  cells?: Record<string, (value: unknown, row: Row) => ReactNode>;
  /** Filters always sent and not shown (a screen's fixed condition). */
  fixedFilters?: Record<string, unknown>;
  /** Whether a row can be ticked for the batch actions (default: every row). */
  rowSelectable?: (row: Row) => boolean;
  /** antd expandable rows (a review queue's history…). */
  expandable?: TableProps<Row>['expandable'];
  /** Test id of the page root. */
  testId?: string;
}

const toAntOrder = (o?: string) => (o === 'desc' ? 'descend' : o === 'asc' ? 'ascend' : null);

/**
 * The list page of a resource definition: filter form, table of the listed fields (column chooser
 * remembered per user, sortable columns, pager 20/50/100), row selection with batch actions, row
 * actions, export; filters, page, size and sort live in the URL.
 */
export function ResourceListPage(props: ResourceListPageProps) {
  const { def, fixedFilters } = props;
  const { t, i18n } = useTranslation('kit');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromSearch(def, params), [def, params]);
  const body = useMemo(() => listBody(def, state, fixedFilters), [def, state, fixedFilters]);
  const query = useQuery({
    queryKey: [...resourceQueryKey(def), body],
    queryFn: ({ signal }) => resourceApi.list(def, body, signal),
    placeholderData: keepPreviousData,
  });
  const [selected, setSelected] = useState<{ key: string; rows: Row[] }>({ key: '', rows: [] });
  const bodyKey = JSON.stringify(body);
  const selectedRows = selected.key === bodyKey ? selected.rows : [];
  const prefs = useColumnPrefs(def, session?.user.Id);
  const may = useMay();
  const navigate = useNavigate();
  const editor = useDrawerEditor(def);
  const { create } = def;
  // `checkRoute`: a View link only to a screen the session may open.
  const { open: opens } = def;
  const open =
    opens?.checkRoute && opens.route && !(session && canOpenRoute(session, opens.route)) ? undefined : opens;
  useDocNoFilter(def);
  const configured = useConfiguredHandlers(def, props.dialogs, navigate);
  const handlers = useMemo(
    () => ({
      ...(create?.drawer ? { edit: editor.edit } : {}),
      ...configured.handlers,
      ...props.actionHandlers,
    }),
    [create, editor.edit, configured.handlers, props.actionHandlers],
  );
  const { actionVisible } = props;
  const visible = useMemo(
    () =>
      def.actions?.some((a) => a.when) || actionVisible
        ? (a: ActionDef, row: Row) => actionApplies(a, row) && (!actionVisible || actionVisible(a, row))
        : undefined,
    [def, actionVisible],
  );
  const rowExtra =
    open || props.rowActions
      ? (row: Row) => (
          <>
            {open && (
              <Button
                type="link"
                size="small"
                data-testid={(open.testId ?? 'kit-open').replace(':id', String(row[def.rowKey]))}
                onClick={() =>
                  open.route ? navigate(pathOf(open.route, String(row[def.rowKey]))) : editor.edit([row])
                }
              >
                {open.label ? i18n.t(label(open.label)) : t('list.view')}
              </Button>
            )}
            {props.rowActions?.(row)}
          </>
        )
      : undefined;

  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const allActions = useMemo(
    () => [...defActions(def, handlers, visible, navigate), ...(props.extraActions ?? [])],
    [def, handlers, visible, navigate, props.extraActions, i18n.language],
  );
  const actions = usePermittedActions(allActions);
  const batchActions = actions.filter((a) => a.batch);
  const toolbarActions = actions.filter((a) => a.toolbar);
  const rowActions = actions.filter((a) => !a.batch && !a.toolbar);
  const qc = useQueryClient();
  const reload = () => {
    void query.refetch();
    for (const queryKey of props.refresh ?? []) void qc.invalidateQueries({ queryKey });
  };
  const after = () => {
    setSelected({ key: '', rows: [] });
    reload();
  };

  const go = (next: ListState) => setParams(searchFromState(def, next, params));
  const onSearch = (filters: FilterValues) => go({ ...state, filters, pageIndex: 1 });

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<Row> | undefined;
    const field = s?.order ? String(s.columnKey ?? s.field) : def.defaultSort?.field;
    const order = s?.order ? (s.order === 'descend' ? 'desc' : 'asc') : def.defaultSort?.order;
    const pageSize = pagination.pageSize ?? state.pageSize;
    const resetPage = pageSize !== state.pageSize || field !== state.sortField || order !== state.sortOrder;
    go({
      ...state,
      pageSize,
      pageIndex: resetPage ? 1 : (pagination.current ?? 1),
      sortField: field,
      sortOrder: order,
    });
  };

  // A field with a permit (a lot's cost…) is a column only for its holders; the server does not send it to others.
  const listed = listedFields(def).filter((f) => !f.permit || may(f.permit));
  const shown = query.data?.Records ?? [];
  const columns: NonNullable<TableProps<Row>['columns']> = listed
    .filter((f) => prefs.visible.includes(f.name))
    .map((f) => {
      const opts = typeof f.list === 'object' ? f.list : {};
      const title = i18n.t(label(f.label));
      return {
        key: f.name,
        dataIndex: f.name,
        title,
        width: columnWidth(f, title, shown),
        fixed: opts.fixed,
        ellipsis: f.kind === 'text',
        sorter: f.sort ? true : undefined,
        sortOrder: f.sort ? (state.sortField === f.name ? toAntOrder(state.sortOrder) : null) : undefined,
        render: (value: unknown, row: Row) =>
          props.cells?.[f.name] ? (
            props.cells[f.name]!(value, row)
          ) : (
            <FieldCell field={f} value={value} row={row} />
          ),
      };
    });
  if (rowExtra || rowActions.length) {
    // The buttons each shown row displays: the column is as wide as the widest row's set.
    const labels = rowActionLabels(rowActions, shown);
    columns.push({
      key: '__actions',
      title: t('list.actions'),
      fixed: 'right',
      width: actionsWidth(t('list.actions'), labels, Boolean(rowExtra)),
      render: (_: unknown, row: Row) => (
        <Space size={0} wrap>
          {rowExtra?.(row)}
          {rowActions
            .filter((a) => !a.visible || a.visible(row))
            .map((a) => (
              <ActionButton key={a.key} action={a} rows={[row]} after={after} refused={reload} link />
            ))}
        </Space>
      ),
    });
  }

  // The sum of the column widths: columns never squeeze under the fixed action column, the table scrolls.
  const tableWidth =
    columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) +
    (batchActions.length ? SELECTION_WIDTH : 0) +
    (props.expandable ? EXPAND_WIDTH : 0);

  const chooser = (
    <div className="pd-kit-columns" data-testid="kit-columns-panel">
      <Checkbox.Group
        value={prefs.visible}
        onChange={(v) =>
          prefs.setVisible(listed.map((f) => f.name).filter((n) => (v as string[]).includes(n)))
        }
        options={listed.map((f) => ({ value: f.name, label: i18n.t(label(f.label)) }))}
      />
      <Button size="small" type="link" onClick={prefs.reset} data-testid="kit-columns-reset">
        {t('list.columnsReset')}
      </Button>
    </div>
  );

  const data = query.data;
  const error = query.error as ApiError | null;
  return (
    <div className="pd-kit-list" data-testid={props.testId ?? 'kit-list'}>
      <Card size="small" className="pd-kit-filter-card">
        <FilterForm
          def={def}
          values={state.filters}
          onSearch={onSearch}
          hidden={fixedFilters ? Object.keys(fixedFilters) : undefined}
        />
      </Card>
      <Card
        size="small"
        title={props.title ?? i18n.t(label(def.title))}
        extra={
          <Space wrap>
            {batchActions.map((a) => (
              <ActionButton key={a.key} action={a} rows={selectedRows} after={after} refused={reload} />
            ))}
            {create && may(create.permit) && (!create.adminOnly || session?.user.isAdmin) && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                data-testid={create.testId ?? 'kit-create'}
                onClick={() =>
                  create.route
                    ? navigate(create.route)
                    : create.dialog
                      ? configured.openCreate()
                      : editor.setEditing('new')
                }
              >
                {i18n.t(label(create.label))}
              </Button>
            )}
            {toolbarActions.map((a) => (
              <ActionButton key={a.key} action={a} rows={[]} after={after} refused={reload} />
            ))}
            {props.toolbar}
            <ExportButton def={def} filters={{ ...wireFilters(def, state.filters), ...fixedFilters }} />
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void query.refetch()}
              aria-label={t('list.refresh')}
            />
            <Popover trigger="click" content={chooser} title={t('list.columns')} placement="bottomRight">
              <Button icon={<SettingOutlined />} data-testid="kit-columns">
                {t('list.columns')}
              </Button>
            </Popover>
          </Space>
        }
      >
        {error && !query.isFetching ? (
          <ErrorState message={error.message} onRetry={() => void query.refetch()} />
        ) : (
          <Table<Row>
            rowKey={(r) => String(r[def.rowKey])}
            size="middle"
            columns={columns}
            dataSource={data?.Records ?? []}
            loading={{ spinning: query.isFetching, delay: LOADING_DELAY_MS }}
            locale={{ emptyText: query.isLoading ? ' ' : <EmptyState /> }}
            scroll={{ x: tableWidth }}
            expandable={props.expandable}
            rowSelection={
              batchActions.length
                ? {
                    selectedRowKeys: selectedRows.map((r) => String(r[def.rowKey])),
                    onChange: (_keys, rows) => setSelected({ key: bodyKey, rows }),
                    getCheckboxProps: props.rowSelectable
                      ? (r: Row) => ({ disabled: !props.rowSelectable?.(r) })
                      : undefined,
                  }
                : undefined
            }
            onChange={onTableChange}
            pagination={{
              current: state.pageIndex,
              pageSize: state.pageSize,
              total: data?.TotalCount ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
              showTotal: (total) => (
                <span>
                  {selectedRows.length ? `${t('list.selected', { count: selectedRows.length })} · ` : ''}
                  {t('list.total', { total })}
                </span>
              ),
            }}
          />
        )}
      </Card>
      {configured.node}
      {create && props.editor && (
        <EditorDrawer editor={editor} create={create}>
          {props.editor}
        </EditorDrawer>
      )}
    </div>
  );
}
