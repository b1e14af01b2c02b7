import { inspectionResource } from '@partdesk/shared/purchase/inspection/inspection.resource';
import { ResourceListPage } from '../../../kit';

/** purchase/test: the inbound inspection records JY (decision 0040). */
export default function InspectionListPage() {
  return <ResourceListPage def={inspectionResource} testId="inspection-list" />;
}
