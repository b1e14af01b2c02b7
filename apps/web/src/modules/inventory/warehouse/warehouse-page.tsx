import '../i18n';
import {
  warehouseLocationResource,
  warehouseResource,
  warehouseZoneResource,
} from '@partdesk/shared/inventory/warehouse/warehouse.resource';
import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResourceListPage } from '../../../kit';
import { LocationForm, PlaceForm } from './warehouse-forms';

const TABS = ['warehouse', 'zone', 'location'] as const;
type Tab = (typeof TABS)[number];
/** What a change on one tab makes stale elsewhere: the warehouse lookup and the zone picker. */
const REFRESH = [
  ['lookup', 'warehouse'],
  ['inventory', 'zone-options'],
] as const;

/**
 * /purchase/parameterSetting/warehouse (decision 0025): warehouses → zones → locations, one kit list per
 * tab (add and edit in the drawer, enable / disable; the server refuses a duplicate code and disabling a
 * place that holds stock, naming why). The tab is `?tab=`; switching tabs drops the other tab's filters.
 */
export default function WarehousePage() {
  const { t } = useTranslation('inventoryUi');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'warehouse';
  const list = (which: Tab) => {
    if (which !== tab) return null;
    if (which === 'warehouse')
      return (
        <ResourceListPage
          def={warehouseResource}
          testId="warehouse-list"
          refresh={REFRESH}
          editor={(ref, done) => <PlaceForm def={warehouseResource} ref={ref} done={done} />}
        />
      );
    if (which === 'zone')
      return (
        <ResourceListPage
          def={warehouseZoneResource}
          testId="zone-list"
          refresh={REFRESH}
          editor={(ref, done) => <PlaceForm def={warehouseZoneResource} ref={ref} done={done} />}
        />
      );
    return (
      <ResourceListPage
        def={warehouseLocationResource}
        testId="location-list"
        refresh={REFRESH}
        editor={(ref, done) => <LocationForm ref={ref} done={done} />}
      />
    );
  };
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setParams({ tab: k })}
      items={TABS.map((k) => ({ key: k, label: t(`warehouse.tabs.${k}`), children: list(k) }))}
      data-testid="warehouse-tabs"
    />
  );
}
