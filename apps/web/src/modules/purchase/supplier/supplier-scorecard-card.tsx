import '../i18n';
import type { SupplierScorecard } from '@partdesk/shared/purchase/supplier/supplier-scorecard';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { ErrorState, LoadingState } from '../../../kit';

/** GET …/supplier/:id/scorecard (decision 0058), cached per supplier for the screen's life. */
export function useSupplierScorecard(supplierId: number | undefined) {
  return useQuery({
    queryKey: ['supplier', 'scorecard', supplierId],
    enabled: !!supplierId,
    staleTime: 60_000,
    queryFn: () => http.get<SupplierScorecard>(`/merchant/purchase/supplier/${supplierId}/scorecard`),
  });
}

const pct = (v: string | null) => (v == null ? '—' : `${v}%`);

/**
 * The supplier scorecard (issue #15, decision 0058): quotes and firm-quote rate with the mean response
 * time, win rate and lowest-price share, on-time delivery (the delivery statistics' judgement),
 * inspection pass rate, returns — all computed by the server from the last 12 months of documents.
 * On the supplier detail and beside the supplier's purchase quotes.
 */
export function SupplierScorecardCard({ supplierId }: { supplierId: number }) {
  const { t } = useTranslation('scorecardUi');
  const q = useSupplierScorecard(supplierId);
  const L = (k: string, o?: Record<string, unknown>) => t(`scorecard.${k}`, o);
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const s = q.data;
  const stat = (key: string, title: string, value: string, sub?: string) => (
    <Col xs={12} md={6} key={key}>
      <Statistic
        title={title}
        value={value}
        valueRender={() => <span data-testid={`scorecard-${key}`}>{value}</span>}
      />
      {sub && <Typography.Text type="secondary">{sub}</Typography.Text>}
    </Col>
  );
  return (
    <Card
      size="small"
      title={L('title')}
      extra={<Typography.Text type="secondary">{L('since', { since: s.Since })}</Typography.Text>}
      data-testid="supplier-scorecard"
    >
      <Row gutter={[16, 16]}>
        {stat(
          'responseRate',
          L('responseRate'),
          pct(s.Quotes.ResponseRate),
          `${L('quoteCount')} ${s.Quotes.Count} · ${L('responseHours')} ${s.Quotes.AvgResponseHours ?? '—'}`,
        )}
        {stat(
          'winRate',
          L('winRate'),
          pct(s.Quotes.WinRate),
          `${L('cheapestRate')} ${pct(s.Quotes.CheapestRate)} (${L('ofCount', { part: s.Quotes.Cheapest, whole: s.Quotes.Compared })})`,
        )}
        {stat(
          'onTimeRate',
          L('onTimeRate'),
          s.Delivery.Lines ? `${s.Delivery.OnTimeRate}%` : '—',
          L('deliveryLines', {
            onTime: s.Delivery.OnTime,
            partial: s.Delivery.Partial,
            late: s.Delivery.Late,
          }),
        )}
        {stat(
          'passRate',
          L('passRate'),
          pct(s.Quality.PassRate),
          L('qualityCounts', {
            passed: s.Quality.Passed,
            failed: s.Quality.Failed,
            pending: s.Quality.Pending,
          }),
        )}
      </Row>
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 8, marginBottom: 0 }}
        data-testid="scorecard-returns"
      >
        {L('returns')}: {s.Returns == null ? L('noReturns') : ''}
      </Typography.Paragraph>
    </Card>
  );
}
