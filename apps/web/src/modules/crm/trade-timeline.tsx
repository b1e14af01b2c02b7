import './i18n';
import type { Page } from '@partdesk/shared/core/codes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Pagination from 'antd/es/pagination';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../core/http';
import { EmptyState, ErrorState, formatDateTime, formatMoney, LoadingState } from '../../kit';

/** One event of GET /merchant/crm/customertrade (the server merges every registered source). */
export interface TradeEvent {
  Source: string;
  Kind: string;
  At: string;
  DocNo: string;
  Title: string;
  Amount: string | null;
  Currency: string | null;
  UserId: number | null;
}

const PAGE_SIZE = 20;

/** A customer's timeline of inquiries, quotes, orders, receipts and CRM events, newest first. */
export function TradeTimeline({ customerId }: { customerId: number }) {
  const { t } = useTranslation('crmUi');
  const [pageIndex, setPageIndex] = useState(1);
  const q = useQuery({
    queryKey: ['crm', 'trade', customerId, pageIndex],
    queryFn: () =>
      http.get<Page<TradeEvent>>('/merchant/crm/customertrade', {
        customerId,
        pageIndex,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState message={(q.error as Error).message} onRetry={() => void q.refetch()} />;
  const rows = q.data?.Records ?? [];
  if (!rows.length) return <EmptyState description={t('trade.empty')} />;
  return (
    <div data-testid="trade-timeline">
      <Timeline
        items={rows.map((e, i) => ({
          key: `${e.Source}:${e.DocNo}:${e.At}:${i}`,
          content: (
            <span>
              {formatDateTime(e.At)} · <Tag>{e.DocNo || e.Kind}</Tag>
              {e.Title}
              {e.Amount ? ` · ${e.Currency ?? ''} ${formatMoney(e.Amount)}` : ''}
            </span>
          ),
        }))}
      />
      <Pagination
        size="small"
        current={pageIndex}
        pageSize={PAGE_SIZE}
        total={q.data?.TotalCount ?? 0}
        showSizeChanger={false}
        onChange={setPageIndex}
      />
    </div>
  );
}
