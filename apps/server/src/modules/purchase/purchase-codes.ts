/** Coded values of the purchasing master data (shared with the web: packages/shared/src/purchase). */
export {
  SUPPLIER_GRADES,
  SUPPLIER_PAYMENT_TERMS,
  SUPPLIER_STATUS,
  SUPPLIER_TYPE,
  type SupplierGrade,
} from '@partdesk/shared/purchase/supplier/supplier.codes';
