import { QUALITY_ITEM_KIND } from '@partdesk/shared/purchase/inspection/inspection.codes';
import { QualityItemsPage } from './quality-items-page';

/** purchase/parameterSetting/process: the process steps (same screen as the checklist, kind 2). */
export default function ProcessStepsPage() {
  return <QualityItemsPage kind={QUALITY_ITEM_KIND.step} />;
}
