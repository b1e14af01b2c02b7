import { cashRequirementResource } from '@partdesk/shared/sales/cash-requirement/cash-requirement.resource';
import { ResourceListPage } from '../../../kit';
import { CashRequirementForm } from './cash-requirement-form';

/** sales/cash_requirement: the kit list of spot requirement rows; Add (permit, drawer) from the definition's create. */
export default function CashRequirementListPage() {
  return (
    <ResourceListPage
      def={cashRequirementResource}
      testId="cash-requirement-list"
      editor={(_ref, done) => <CashRequirementForm onDone={done} />}
    />
  );
}
