import '../i18n';
import { canOpenRoute } from '@partdesk/shared/access/client-access';
import { channelStockResource } from '@partdesk/shared/purchase/channel/channel.resource';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../core/feedback';
import { useSession } from '../../../core/use-session';
import { ResourceListPage } from '../../../kit';
import { channelApi, type QuotePrefill, quoteUrl } from './channel-api';

const QUOTE_PATH = '/forQuotation/new-purchasequote';
type Line = { Id: number; InquiryNo: string; Mpn: string; Quantity: number };

/**
 * /product/internationalinventory: every supplier's imported stock, searched by MPN (prefix of the
 * normalised key), brand, D/C age, min quantity, max price, region, supplier; export = list. Holders
 * of the purchase-quote form get "Quote from this": the open inquiry lines of the MPN, then the
 * new-purchasequote form opened on the chosen line, prefilled from the stock row (decision 0044).
 */
export default function InternationalInventoryPage() {
  const { t } = useTranslation('channelUi');
  const navigate = useNavigate();
  const session = useSession();
  const canQuote = !!session && canOpenRoute(session, QUOTE_PATH);
  const [pick, setPick] = useState<{ prefill: QuotePrefill; lines: Line[] } | null>(null);
  const quote = async (stockId: number) => {
    const prefill = await channelApi.prefill(stockId);
    const lines = await channelApi.openLines(prefill.Mpn);
    if (!lines.length) toast.info(t('quoteNone'));
    else if (lines.length === 1) navigate(quoteUrl((lines[0] as Line).Id, prefill));
    else setPick({ prefill, lines });
  };
  return (
    <>
      <ResourceListPage
        def={channelStockResource}
        testId="international-inventory"
        rowActions={(row) =>
          canQuote ? (
            <Button
              type="link"
              size="small"
              data-testid={`channel-quote-${String(row.Id)}`}
              onClick={() => void quote(Number(row.Id))}
            >
              {t('quote')}
            </Button>
          ) : null
        }
      />
      <Modal
        open={!!pick}
        title={pick ? t('quotePick', { mpn: pick.prefill.Mpn }) : ''}
        footer={null}
        onCancel={() => setPick(null)}
      >
        {pick && (
          <Table<Line>
            size="small"
            rowKey="Id"
            pagination={false}
            dataSource={pick.lines}
            data-testid="channel-quote-lines"
            columns={[
              { key: 'InquiryNo', dataIndex: 'InquiryNo', title: t('inquiryNo') },
              { key: 'Mpn', dataIndex: 'Mpn', title: 'MPN' },
              { key: 'Quantity', dataIndex: 'Quantity', title: t('qty') },
              {
                key: 'go',
                render: (_: unknown, l) => (
                  <Button type="link" size="small" onClick={() => navigate(quoteUrl(l.Id, pick.prefill))}>
                    {t('quote')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Modal>
    </>
  );
}
