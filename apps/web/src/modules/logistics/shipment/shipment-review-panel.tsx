import {
  SHIPMENT_CREDIT_REVIEW,
  SHIPMENT_OVERWEIGHT_REVIEW,
} from '@partdesk/shared/logistics/shipment/shipment.codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';

/** A review's latest request as the detail answers it (server `reviewStateOf`), null when never reviewed. */
export interface ReviewState {
  Id: number;
  Status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  Step: number;
  StepNameZh: string;
  StepNameEn: string;
  Comment: string;
  DecidedAt: string | null;
}
/** The review part of the shipment detail (decision 0046). */
export interface ShipmentReviews {
  Id: number;
  No: string;
  AcceptedWeight: number | null;
  ActualWeight: string;
  CreditReview: number;
  Reviews: { Credit: ReviewState | null; Overweight: ReviewState | null; Cargo?: ReviewState | null };
}

const COLORS: Record<ReviewState['Status'], string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'default',
};

/** The caller's pending request of `type` for this shipment, null when the caller may not decide it. */
async function decidable(type: string, no: string): Promise<number | null> {
  try {
    const page = await http.post<{ Records: { Id: number; DocNo: string }[] }>(
      `/merchant/review/${type}/Query`,
      { pageIndex: 1, pageSize: 20, DocNo: no },
      { silent: true },
    );
    return page.Records.find((r) => r.DocNo === no)?.Id ?? null;
  } catch {
    return null;
  }
}

/**
 * The shipment's reviews on its detail: accepted / actual weight, the credit review (deliver-audit) and the
 * overweight review with their state and comment; a reviewer who may decide the pending one approves or
 * rejects it here (the credit review is also decided in its queue, the overweight one from the list's
 * `status=2` filter).
 */
export function ShipmentReviewPanel({ d }: { d: ShipmentReviews }) {
  const { t, i18n } = useTranslation('resources');
  const L = (k: string) => t(`shipmentReview.${k}`);
  const qc = useQueryClient();
  const [comment, setComment] = useState('');
  const pending = (s: ReviewState | null) => s?.Status === 'pending';
  const credit = d.Reviews?.Credit ?? null;
  const over = d.Reviews?.Overweight ?? null;
  // Purchasing's cargo review (decision 0053): shown here, decided in its queue salescargo-review.
  const cargo = d.Reviews?.Cargo ?? null;
  const mine = useQuery({
    queryKey: ['shipment', 'review', d.Id, credit?.Id, over?.Id],
    enabled: pending(credit) || pending(over),
    queryFn: async () => ({
      credit: pending(credit) ? await decidable(SHIPMENT_CREDIT_REVIEW, d.No) : null,
      overweight: pending(over) ? await decidable(SHIPMENT_OVERWEIGHT_REVIEW, d.No) : null,
    }),
  });
  const decide = async (type: string, id: number, action: 'approve' | 'reject') => {
    await http.put(`/merchant/review/${type}/${action}`, { Ids: [id], Comment: comment });
    setComment('');
    await qc.invalidateQueries({ queryKey: ['shipment'] });
  };
  const state = (s: ReviewState | null, testId: string) =>
    s ? (
      <Space size={4} data-testid={testId}>
        <Tag color={COLORS[s.Status]}>{L(s.Status)}</Tag>
        <span>{i18n.language === 'en-US' ? s.StepNameEn : s.StepNameZh}</span>
        {s.Comment && <span>（{s.Comment}）</span>}
      </Space>
    ) : (
      '—'
    );
  const buttons = (type: string, id: number | null | undefined) =>
    id ? (
      <Space wrap data-testid={`shipment-decide-${type}`}>
        <Input
          size="small"
          style={{ width: 240 }}
          placeholder={L('comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <Button size="small" type="primary" onClick={() => void decide(type, id, 'approve')}>
          {L('approve')}
        </Button>
        <Button size="small" danger onClick={() => void decide(type, id, 'reject')}>
          {L('reject')}
        </Button>
      </Space>
    ) : null;
  return (
    <Descriptions size="small" column={2} style={{ marginBottom: 12 }} data-testid="shipment-reviews">
      <Descriptions.Item label={L('AcceptedWeight')}>{d.AcceptedWeight ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={L('ActualWeight')}>{d.ActualWeight}</Descriptions.Item>
      <Descriptions.Item label={L('CreditReview')}>
        <Space wrap>
          {state(credit, 'shipment-credit-review')}
          {buttons(SHIPMENT_CREDIT_REVIEW, mine.data?.credit)}
        </Space>
      </Descriptions.Item>
      {cargo && (
        <Descriptions.Item label={L('CargoReview')}>
          {state(cargo, 'shipment-cargo-review')}
        </Descriptions.Item>
      )}
      <Descriptions.Item label={L('OverweightReview')}>
        <Space wrap>
          {state(over, 'shipment-overweight-review')}
          {buttons(SHIPMENT_OVERWEIGHT_REVIEW, mine.data?.overweight)}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}
