import '../i18n';
import {
  warehouseLocationResource,
  warehouseZoneResource,
} from '@partdesk/shared/inventory/warehouse/warehouse.resource';
import type { ResourceDef } from '@partdesk/shared/resource/define';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useWarehouses } from '../../../core/lookups';
import { type EditRef, ResourceForm, resourceApi } from '../../../kit';

type Ref = EditRef | null;

/** The add / edit form of a warehouse or a zone: the definition's fields, edit at the row's Version. */
export function PlaceForm({ def, ref, done }: { def: ResourceDef; ref: Ref; done: () => void }) {
  return (
    <ResourceForm
      def={def}
      mode={ref ? 'edit' : 'create'}
      initialValues={ref?.row ?? { Sort: 0, IsDefault: false }}
      onSubmit={(values) =>
        ref
          ? resourceApi.update(def, ref.Id, { ...values, Version: ref.row.Version })
          : resourceApi.create(def, values)
      }
      onSaved={done}
    />
  );
}

const zoneSchema = z.object({ ZoneId: z.number({ error: 'inventoryUi.location.zoneRequired' }).int() });

/** Enabled zones of every warehouse, for the location form's picker (`<warehouse> / <code> <name>`). */
function useZoneOptions() {
  const warehouses = useWarehouses();
  const zones = useQuery({
    queryKey: ['inventory', 'zone-options'],
    staleTime: 0,
    queryFn: () =>
      resourceApi.list<{ Id: number; WarehouseId: number; Code: string; Name: string }>(
        warehouseZoneResource,
        {
          Status: 1,
          pageSize: 500,
        },
      ),
  });
  const names = new Map((warehouses.data ?? []).map((o) => [o.value, o.label]));
  return (zones.data?.Records ?? []).map((z) => ({
    value: z.Id,
    label: `${names.get(z.WarehouseId) ?? z.WarehouseId} / ${z.Code} ${z.Name}`,
  }));
}

/** The location form: a new one is placed in a zone picked from the enabled zones; then code and order. */
export function LocationForm({ ref, done }: { ref: Ref; done: () => void }) {
  const { t } = useTranslation('inventoryUi');
  const options = useZoneOptions();
  const def = warehouseLocationResource;
  return (
    <ResourceForm
      def={def}
      mode={ref ? 'edit' : 'create'}
      initialValues={ref?.row ?? { Sort: 0 }}
      extraSchema={ref ? undefined : zoneSchema}
      extraLabels={{ ZoneId: t('location.zone') }}
      extraItems={
        ref ? undefined : (
          <Form.Item name="ZoneId" label={t('location.zone')} required>
            <Select showSearch optionFilterProp="label" options={options} data-testid="location-zone" />
          </Form.Item>
        )
      }
      onSubmit={(values) =>
        ref
          ? resourceApi.update(def, ref.Id, { ...values, Version: ref.row.Version })
          : resourceApi.create(def, values)
      }
      onSaved={done}
    />
  );
}
