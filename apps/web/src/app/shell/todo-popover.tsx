import CheckSquareOutlined from '@ant-design/icons/es/icons/CheckSquareOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, type TodoItem } from '../../core/api';
import { queryKeys } from '../../core/query-client';
import { performanceOffered } from '../screens';

/** The link of a to-do item: its screen with the filter state of spec §4 (status 11, 7, 3, …). */
export function todoHref(item: Pick<TodoItem, 'Route' | 'Query'>): string {
  const qs = new URLSearchParams(Object.entries(item.Query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return qs ? `${item.Route}?${qs}` : item.Route;
}

/**
 * The to-do counts, without the performance items until that module's screens exist (#20 item 16):
 * they would open the "not available" page. Total is the sum of what is shown.
 */
export function useUpcoming() {
  return useQuery({
    queryKey: queryKeys.upcoming,
    queryFn: api.upcoming,
    staleTime: 60_000,
    select: (data) => {
      const Items = (data?.Items ?? []).filter((i) => performanceOffered(i.Route));
      return { ...data, Items, Total: Items.reduce((s, i) => s + i.Count, 0) };
    },
  });
}

export function TodoList({
  items,
  onPick,
  testId = 'todo-list',
}: {
  items: TodoItem[];
  onPick: (item: TodoItem) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!items.length) return <div className="pd-muted pd-pad">{t('todo.empty')}</div>;
  return (
    <ul className="pd-todo-list" data-testid={testId}>
      {items.map((item) => (
        <li key={item.Name} data-name={item.Name}>
          <button
            type="button"
            className={item.Count > 0 ? 'pd-todo-item pd-todo-due' : 'pd-todo-item'}
            onClick={() => onPick(item)}
          >
            <span>{item.Title}</span>
            <Badge
              count={item.Count}
              showZero
              overflowCount={999}
              color={item.Count > 0 ? '#f5222d' : '#d9d9d9'}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec §1/§6: the to-do popover. The server returns only the items the user may see (roles, the three
 * permit-gated items, performance always); the badge is the sum of the counts. An item opens its
 * screen with the lists re-read (the counts move live by push; the lists on show do not).
 */
export function TodoPopover() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const { data } = useUpcoming();
  const items = data?.Items ?? [];
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={`${t('todo.title')} · ${t('todo.total', { count: data?.Total ?? 0 })}`}
      styles={{ container: { width: 360 } }}
      content={
        <TodoList
          testId="todo-popover-list"
          items={items}
          onPick={(item) => {
            setOpen(false);
            navigate(todoHref(item));
            // The item's screen may be the one on show (or a kept tab), its list read before the count
            // moved live: the lists are read again, so the new document is there.
            void qc.invalidateQueries({ queryKey: ['resource'] });
          }}
        />
      }
    >
      <Badge count={data?.Total ?? 0} size="small" offset={[-6, 6]} overflowCount={99}>
        <Button
          type="text"
          icon={<CheckSquareOutlined />}
          aria-label={t('todo.title')}
          data-testid="todo-button"
        >
          <span className="pd-header-label">{t('todo.button')}</span>
        </Button>
      </Badge>
    </Popover>
  );
}
