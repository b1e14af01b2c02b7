import { product } from '@partdesk/shared/i18n/product';
import { uiProduct } from '@partdesk/shared/i18n/ui-product';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** /product texts (`productUi`) and the product server messages (`product`: BOM field names, errors). */
addNamespaces({ productUi: uiProduct, product });
