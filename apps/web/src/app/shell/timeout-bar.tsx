import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { api } from '../../core/api';
import { queryKeys } from '../../core/query-client';

/** Spec §7/§9: off-line/time-out notices are re-polled every 1 800 000 ms (30 minutes). */
export const TIMEOUT_NOTICE_POLL_MS = 1_800_000;

/** Spec §8: notices of types 1–4 show a persistent warning bar with the remark. */
export function TimeoutBar() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: queryKeys.timeoutNotices,
    queryFn: api.timeoutNotices,
    refetchInterval: TIMEOUT_NOTICE_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: TIMEOUT_NOTICE_POLL_MS,
  });
  const notices = (data?.Records ?? []).filter((n) => n.Type >= 1 && n.Type <= 4);
  if (!notices.length) return null;
  return (
    <div className="pd-timeout-bar" data-testid="timeout-bar">
      {notices.map((n) => (
        <Alert
          key={n.Id}
          type="warning"
          banner
          showIcon
          title={
            <span>
              <strong>[{n.TypeName || t(`timeout.type${n.Type}`)}]</strong> {n.Remark}
            </span>
          }
        />
      ))}
    </div>
  );
}
