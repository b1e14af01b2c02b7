import '../i18n';
import { productSupplierResource } from '@partdesk/shared/purchase/supplier/supplier.resource';
import { ResourceListPage } from '../../../kit';

/** /product/supplier: the sales-side read-only list of suppliers (no bank accounts, no buyer, no edit). */
export default function ProductSupplierPage() {
  return <ResourceListPage def={productSupplierResource} testId="product-supplier-list" />;
}
