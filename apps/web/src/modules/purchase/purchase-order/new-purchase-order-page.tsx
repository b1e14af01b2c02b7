import { useNavigate } from 'react-router';
import { PurchaseOrderForm } from './purchase-order-form';

/** /purchase/new-purchaseorder: a draft PO by hand; saved → its detail screen. */
export default function NewPurchaseOrderPage() {
  const navigate = useNavigate();
  return <PurchaseOrderForm onSaved={(id) => void navigate(`/purchase/purchasing-order?id=${id}`)} />;
}
