import './i18n';
import { seasResource } from '@partdesk/shared/inquiry/seas-resource';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../kit';
import { ReleaseDialog } from './seas-release-dialog';

/**
 * /forQuotation/seas-library: the public inquiry pool (server-masked contacts). "Take over" (the
 * definition: confirm, at the version read) then opens the inquiry in the caller's rfq-menu; a refusal
 * shows the server's translated message (taken meanwhile, claim the pool customer first — with a link to
 * the customer pool) and reloads the list. Salespeople release an own open inquiry from here.
 */
export default function SeasPage() {
  const { t } = useTranslation('sourcingUi');
  const navigate = useNavigate();
  return (
    <div data-testid="seas-page">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('seas.hint')}
        action={
          <Button size="small" type="link" onClick={() => navigate('/crmsystem/customerLibrary')}>
            {t('seas.goClaim')}
          </Button>
        }
      />
      <ResourceListPage
        def={seasResource}
        testId="seas-list"
        dialogs={{ release: (_rows, close) => <ReleaseDialog onClose={close} /> }}
      />
    </div>
  );
}
