import './i18n';
import { BRAND_PERMITS, brandResource } from '@partdesk/shared/product/brand-resource';
import { RecordPanel, ResourceListPage } from '../../kit';
import { BRAND_DETAIL_FIELDS, BrandForm, type BrandRecord, useBrandAliasItems } from './brand-form';

/**
 * /product/brand-manage: brands on the resource kit. Add and View open the definition's drawer: a new
 * brand's form (then its detail), or one brand's detail with its aliases and Edit (by permit).
 */
export default function BrandListPage() {
  const aliasItems = useBrandAliasItems();
  return (
    <ResourceListPage
      def={brandResource}
      testId="brand-list"
      editor={(ref, _done, close, show) =>
        ref ? (
          <RecordPanel<BrandRecord>
            def={brandResource}
            id={ref.Id}
            fields={BRAND_DETAIL_FIELDS}
            extraItems={aliasItems}
            editPermit={BRAND_PERMITS.update}
            editTestId="brand-edit"
            form={(brand, saved) => <BrandForm record={brand} onDone={saved} />}
            close={close}
          />
        ) : (
          <BrandForm onDone={show} />
        )
      }
    />
  );
}
