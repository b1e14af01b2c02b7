import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import { displayRole, roleLabel } from '@partdesk/shared/access/client-access';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api, type PmNotice } from '../../core/api';
import { queryKeys } from '../../core/query-client';
import { useSession } from '../../core/use-session';
import { performanceOffered } from '../screens';
import { NoticeItem } from '../shell/notice-item';
import { useOpenNotice } from '../shell/notice-popover';
import { TodoList, todoHref, useUpcoming } from '../shell/todo-popover';
import { useNoticeList } from '../shell/use-notices';

export const SELF_ASSESSMENT_PATH = '/oa/performance/employeeselfassessment';
const RECENT_NOTICES = 5;

export function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

function Greeting() {
  const { t, i18n } = useTranslation('dashboard');
  const { t: ts } = useTranslation('shell');
  const user = useSession()?.user;
  const now = dayjs();
  const role = displayRole(user);
  return (
    <Card className="pd-greeting" data-testid="greeting">
      <h2>{t(`greeting.${greetingKey(now.hour())}`, { name: user?.Name ?? '' })}</h2>
      <p className="pd-muted">
        {t('today', {
          date: now.format(i18n.language === 'zh-CN' ? 'YYYY年M月D日 dddd' : 'dddd, MMMM D, YYYY'),
        })}
        {' · '}
        {t('roles')}:{' '}
        {role === 'member'
          ? (user?.Roles ?? [])
              .map((r) => roleLabel(r, i18n.language))
              .join(i18n.language === 'zh-CN' ? '、' : ', ') || ts('roles.member')
          : ts(`roles.${role}`)}
      </p>
    </Card>
  );
}

/** Spec §9: the monthly performance-review announcement, to be done by the 5th. */
function PerformanceNotice() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data } = useQuery<PmNotice | null>({
    queryKey: queryKeys.pmNotice,
    queryFn: api.pmNotice,
    staleTime: 3_600_000,
  });
  const deadline = data?.Deadline
    ? dayjs(data.Deadline).format('YYYY-MM-DD')
    : dayjs().date(5).format('YYYY-MM-DD');
  return (
    <Alert
      type="info"
      showIcon
      icon={<NotificationOutlined />}
      className="pd-pm-notice"
      data-testid="pm-notice"
      title={data?.Title || t('performance.title')}
      description={
        <div>
          <div>{data?.Content || t('performance.fallback')}</div>
          <div className="pd-muted">{t('performance.deadline', { date: deadline })}</div>
        </div>
      }
      action={
        // Offered only once the self-assessment screen exists (#20 item 16).
        performanceOffered(SELF_ASSESSMENT_PATH) ? (
          <Button size="small" type="primary" onClick={() => navigate(SELF_ASSESSMENT_PATH)}>
            {t('performance.go')}
          </Button>
        ) : undefined
      }
    />
  );
}

function Todos() {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const { data, isLoading } = useUpcoming();
  const items = [...(data?.Items ?? [])].sort((a, b) => Number(b.Count > 0) - Number(a.Count > 0));
  return (
    <Card
      title={t('todos.title')}
      extra={<span className="pd-muted">{t('todos.total', { count: data?.Total ?? 0 })}</span>}
      loading={isLoading}
      data-testid="dashboard-todos"
    >
      <div className="pd-dashboard-scroll">
        <TodoList items={items} onPick={(item) => navigate(todoHref(item))} />
      </div>
    </Card>
  );
}

function RecentNotices() {
  const { t } = useTranslation('dashboard');
  const list = useNoticeList(RECENT_NOTICES);
  const open = useOpenNotice();
  return (
    <Card title={t('notices.title')} loading={list.isLoading} data-testid="dashboard-notices">
      {list.records.length === 0 ? (
        <div className="pd-muted">{t('notices.empty')}</div>
      ) : (
        <ul className="pd-notice-list">
          {list.records.map((row) => (
            <NoticeItem key={row.Id} row={row} onOpen={() => open(row.Route, row.Message)} />
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The Dashboard (named route Dashboard): greeting, performance announcement, to-dos, recent notifications. */
export default function DashboardPage() {
  return (
    <div className="pd-page pd-dashboard" data-testid="dashboard">
      <Greeting />
      <PerformanceNotice />
      <div className="pd-dashboard-grid">
        <Todos />
        <RecentNotices />
      </div>
    </div>
  );
}
