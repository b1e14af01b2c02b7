import './i18n';
import type { RecordType } from '@partdesk/shared/core/doc-types';
import { CRM_OPS_PERMITS } from '@partdesk/shared/crm/crm-ops-codes';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ApiError } from '../../core/http';
import { useSession } from '../../core/use-session';
import { useMay } from '../../core/use-may';
import {
  confirmAction,
  DocumentTabs,
  EmptyState,
  ErrorState,
  formatMoney,
  LoadingState,
  ResourceDetail,
} from '../../kit';
import { ChangeDialog, type ChangeKind } from './change-dialogs';
import { ContactsTab } from './contacts-tab';
import {
  CUSTOMER_LIST_PATH,
  CUSTOMER_PERMITS,
  type CustomerDetail,
  crmApi,
  crmKeys,
  type ReviewState,
} from './crm-api';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { BlacklistDialog, releaseCustomer, TransferDialog } from './customer-dialogs';
import { CustomerForm } from './customer-form';
import { PartsTab } from './parts-tab';
import { TradeTimeline } from './trade-timeline';

/** Its document type (packages/shared core/doc-types RECORD_TYPES): history and the trace tab. */
const CUSTOMER_RECORD: RecordType = 'customer';

const INFO_FIELDS = [
  'Code',
  'ShortName',
  'Name',
  'NameEn',
  'Status',
  'OwnerId',
  'TenantId',
  'CustomerType',
  'Attribute',
  'Source',
  'Level',
  'BusinessType',
  'CompanyStatus',
  'CountryCode',
  'City',
  'Address',
  'Phone',
  'Website',
  'BillingCompany',
  'BillingAddress',
  'BillingPhone',
  'BillingContact',
  'TaxNo',
  'CreditLimit',
  'Currency',
  'PaymentTerms',
  'IsBlacklisted',
  'BlacklistReason',
  'AssignedAt',
  'LastInquiryAt',
  'LastOrderAt',
  'Remark',
  'CreatedAt',
];

function ReviewTag({ review }: { review: ReviewState | null }) {
  const { t, i18n } = useTranslation('crmUi');
  if (!review) return <>{t('common.none')}</>;
  if (review.Status === 'pending')
    return (
      <Tag color="orange">
        {t('detail.reviewPending', {
          step: i18n.language === 'en-US' ? review.StepNameEn : review.StepNameZh,
        })}
      </Tag>
    );
  if (review.Status === 'approved') return <Tag color="green">{t('detail.reviewApproved')}</Tag>;
  return <Tag color="red">{t('detail.reviewRejected', { comment: review.Comment ?? '' })}</Tag>;
}

function BalanceTab({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation('crmUi');
  if (!customer.Balances.length) return <EmptyState description={t('detail.noBalance')} />;
  return (
    <Table
      rowKey="Currency"
      size="small"
      pagination={false}
      dataSource={customer.Balances}
      columns={[
        { key: 'Currency', dataIndex: 'Currency', title: t('detail.currency') },
        {
          key: 'Balance',
          dataIndex: 'Balance',
          title: t('detail.balance'),
          render: (v: string) => <span className="pd-num">{formatMoney(v)}</span>,
        },
      ]}
      data-testid="customer-balances"
    />
  );
}

/**
 * /sales/customer-detail?id= and /sales/customer-info?id=: one customer — details (edit at the version
 * read, blacklist, return to pool / transfer with button 0102), contacts, part numbers, balances, trade
 * and the kit's trace tab (DocumentTabs, decision 0018).
 */
export default function CustomerDetailPage() {
  const { t } = useTranslation('crmUi');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const may = useMay();
  const id = Number(params.get('id'));
  const hasId = Number.isInteger(id) && id > 0;
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'transfer' | 'blacklist' | ChangeKind | null>(null);
  const query = useQuery({
    queryKey: crmKeys.detail(id),
    queryFn: () => crmApi.customer(id),
    enabled: hasId,
  });
  const back = <Button onClick={() => navigate(CUSTOMER_LIST_PATH)}>{t('detail.toList')}</Button>;

  if (!hasId)
    return (
      <EmptyState
        description={
          <Space orientation="vertical">
            {t('detail.pickCustomer')}
            {back}
          </Space>
        }
      />
    );
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data)
    return (
      <ErrorState message={(query.error as ApiError | null)?.message} onRetry={() => void query.refetch()} />
    );
  const c = query.data;
  const me = session?.user;
  const seesAll = me?.isAdmin === true || me?.ScopeKind === 'all';
  const mine = seesAll || c.OwnerId === me?.Id;
  const active = c.Status === CUSTOMER_STATUS.active;
  const canEdit = mine && may(CUSTOMER_PERMITS.update);
  const owned = c.OwnerId != null && active;
  const ref = {
    Id: c.Id,
    Name: c.ShortName || c.Name,
    OwnerId: c.OwnerId,
    IsBlacklisted: c.IsBlacklisted,
    Version: c.Version,
  };

  const release = async () => {
    const ok = await confirmAction({ content: t('resources:customer.confirmRelease'), danger: true });
    if (!ok) return;
    try {
      await releaseCustomer(qc, c.Id, t('customer.released'));
    } catch {
      // the API client showed the server's message
    }
  };

  const buttons: ReactNode[] = [];
  if (canEdit && c.Status !== CUSTOMER_STATUS.pendingReview)
    buttons.push(
      <Button key="edit" type="primary" onClick={() => setEditing(true)} data-testid="customer-edit">
        {t('common.edit')}
      </Button>,
    );
  if (may(CUSTOMER_PERMITS.blacklist))
    buttons.push(
      <Button key="blacklist" danger={!c.IsBlacklisted} onClick={() => setDialog('blacklist')}>
        {c.IsBlacklisted ? t('customer.blacklistOff') : t('customer.blacklistOn')}
      </Button>,
    );
  if (owned && may(CUSTOMER_PERMITS.transfer))
    buttons.push(
      <Button key="transfer" onClick={() => setDialog('transfer')} data-testid="customer-transfer">
        {t('resources:customer.transfer')}
      </Button>,
    );
  if (active && mine && may(CRM_OPS_PERMITS.levelRequest))
    buttons.push(
      <Button key="level" onClick={() => setDialog('level')} data-testid="customer-level-change">
        {t('change.level')}
      </Button>,
    );
  if (active && mine && may(CRM_OPS_PERMITS.creditRequest))
    buttons.push(
      <Button key="credit" onClick={() => setDialog('credit')} data-testid="customer-credit-change">
        {t('change.credit')}
      </Button>,
    );
  if (owned && may(CUSTOMER_PERMITS.release))
    buttons.push(
      <Button key="release" danger onClick={() => void release()} data-testid="customer-release">
        {t('resources:customer.release')}
      </Button>,
    );

  const info = editing ? (
    <CustomerForm
      record={c}
      onSaved={(saved) => {
        qc.setQueryData(crmKeys.detail(c.Id), saved);
        void qc.invalidateQueries({ queryKey: crmKeys.detail(c.Id) });
        void qc.invalidateQueries({ queryKey: ['resource', customerResource.name] });
        setEditing(false);
      }}
      onCancel={() => setEditing(false)}
    />
  ) : (
    <ResourceDetail
      def={customerResource}
      record={c}
      fields={INFO_FIELDS}
      column={3}
      extraItems={[
        { key: 'Review', label: t('detail.review'), children: <ReviewTag review={c.Review} /> },
        ...(c.ConflictCustomerId
          ? [
              {
                key: 'Conflict',
                label: t('resources:customer.ConflictCustomerId'),
                children: t('detail.conflictWith', { id: c.ConflictCustomerId }),
              },
            ]
          : []),
      ]}
    />
  );

  return (
    <Card
      size="small"
      data-testid="customer-detail"
      title={
        <Space>
          {t('detail.title', { name: c.ShortName || c.Name })}
          {c.IsBlacklisted && <Tag color="red">{t('customer.blacklisted')}</Tag>}
        </Space>
      }
      extra={
        <Space wrap>
          {buttons}
          {back}
        </Space>
      }
    >
      <DocumentTabs
        type={CUSTOMER_RECORD}
        id={c.Id}
        detailLabel={t('detail.tabInfo')}
        extraTabs={[
          {
            key: 'contacts',
            label: t('detail.tabContacts'),
            children: <ContactsTab customer={c} canEdit={canEdit} />,
          },
          {
            key: 'parts',
            label: t('detail.tabParts'),
            children: <PartsTab customerId={c.Id} canEdit={canEdit} />,
          },
          { key: 'balance', label: t('detail.tabBalance'), children: <BalanceTab customer={c} /> },
          ...(may('GET merchant/crm/customertrade')
            ? [{ key: 'trade', label: t('change.tabTrade'), children: <TradeTimeline customerId={c.Id} /> }]
            : []),
        ]}
      >
        {info}
      </DocumentTabs>
      {dialog === 'transfer' && <TransferDialog customer={ref} onClose={() => setDialog(null)} />}
      {dialog === 'blacklist' && <BlacklistDialog customer={ref} onClose={() => setDialog(null)} />}
      {(dialog === 'level' || dialog === 'credit') && (
        <ChangeDialog kind={dialog} customer={c} onClose={() => setDialog(null)} />
      )}
    </Card>
  );
}
