import '../i18n';
import { supplierResource } from '@partdesk/shared/purchase/supplier/supplier.resource';
import { useNavigate } from 'react-router';
import { ResourceListPage } from '../../../kit';
import { SupplierForm } from './supplier-form';

/**
 * /purchase/supplierControl/supplier: every supplier (decision 0038) on the kit list with export; a row
 * opens its detail; Add (0103) opens the form in the drawer, then the new supplier's detail.
 */
export default function SupplierListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      def={supplierResource}
      testId="supplier-list"
      editor={(_ref, done) => (
        <SupplierForm
          onDone={(id) => {
            done();
            void navigate(`/purchase/supplierControl/supplier-detail?id=${id}`);
          }}
        />
      )}
    />
  );
}
