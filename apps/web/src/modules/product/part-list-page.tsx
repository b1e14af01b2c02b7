import './i18n';
import { PART_PERMITS, partResource } from '@partdesk/shared/product/part-resource';
import { RecordPanel, ResourceListPage } from '../../kit';
import { brandWithProxyFlag } from '../purchase';
import { PART_DETAIL_FIELDS, PartForm, type PartRecord } from './part-form';

/**
 * /product/product-information: the parts master on the resource kit. Add and View open the
 * definition's drawer: a new part's form (then its detail), or one part's detail with Edit and
 * disable / enable by its status (`when`) and permits.
 */
export default function PartListPage() {
  return (
    <ResourceListPage
      def={partResource}
      testId="part-list"
      // A franchise line in force is flagged (purchase proxy brands, decision 0049).
      cells={{ BrandName: brandWithProxyFlag('BrandId') }}
      editor={(ref, _done, close, show) =>
        ref ? (
          <RecordPanel<PartRecord>
            def={partResource}
            id={ref.Id}
            fields={PART_DETAIL_FIELDS}
            editPermit={PART_PERMITS.update}
            editTestId="part-edit"
            form={(part, saved) => <PartForm record={part} onDone={saved} />}
            close={close}
          />
        ) : (
          <PartForm onDone={show} />
        )
      }
    />
  );
}
