import '../i18n';
import { channelListResource } from '@partdesk/shared/purchase/channel/channel.resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { ResourceListPage, resourceQueryKey } from '../../../kit';
import { channelApi } from './channel-api';
import { ChannelImport } from './channel-import';

/**
 * /purchase/supplierControl/channelInventory: upload a supplier's stock list (preview, mapping, replace
 * or merge) and the lists imported per supplier, each deletable with its rows.
 */
export default function ChannelInventoryPage() {
  const { t } = useTranslation('channelUi');
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: resourceQueryKey(channelListResource) });
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="channel-inventory">
      <ChannelImport onImported={() => void refresh()} />
      <ResourceListPage
        def={channelListResource}
        testId="channel-lists"
        rowActions={(row) => (
          <Popconfirm
            title={t('deleteConfirm')}
            onConfirm={async () => {
              await channelApi.remove(Number(row.Id));
              toast.success(t('deleted'));
              await refresh();
            }}
          >
            <Button type="link" size="small" danger data-testid={`channel-delete-${String(row.Id)}`}>
              {t('delete')}
            </Button>
          </Popconfirm>
        )}
      />
    </Space>
  );
}
