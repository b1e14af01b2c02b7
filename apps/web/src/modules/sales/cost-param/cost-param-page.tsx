import '../margin-i18n';
import { costParamResource as def } from '@partdesk/shared/sales/margin/cost-param.resource';
import { ResourceForm, ResourceListPage, resourceApi } from '../../../kit';
import { GpFloorCard } from './gp-floor-card';

const BLANK = {
  FreightPercent: '0',
  FreightFixed: '0',
  BankFeePercent: '0',
  BankFeeFixed: '0',
  DutyPercent: '0',
  InspectionFixed: '0',
  Currency: 'USD',
};

/**
 * /sales/parameter-setting (decision 0032): the GP floor per company, then the landed-cost parameters
 * by company and shipping country (empty = every country) — add and edit in the drawer, delete by the
 * generic delete. Every rule is the server's, refused naming the field.
 */
export default function CostParamPage() {
  return (
    <>
      <GpFloorCard />
      <ResourceListPage
        def={def}
        testId="cost-param-list"
        editor={(ref, done) => (
          <ResourceForm
            def={def}
            mode={ref ? 'edit' : 'create'}
            initialValues={ref?.row ?? BLANK}
            onSubmit={(values) => {
              const body = { ...values, CountryId: values.CountryId ?? null };
              return ref
                ? resourceApi.update(def, ref.Id, { ...body, Version: ref.row.Version })
                : resourceApi.create(def, body);
            }}
            onSaved={done}
          />
        )}
      />
    </>
  );
}
