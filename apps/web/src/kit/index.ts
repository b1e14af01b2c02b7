/**
 * The web resource kit: one resource definition (packages/shared/src/<module>/*-resource.ts) drives a
 * list page, its filters, form and detail. Import from here in module screens only (lazy chunks):
 * nothing of the kit belongs in the /login or shell chunks.
 */
export { DocumentTabs, type DocumentTabsProps, DocumentTrace } from './detail/document-trace';
export { ResourceDetail, type ResourceDetailProps } from './detail/resource-detail';
export { RecordPanel, type RecordPanelProps } from './detail/record-panel';
export { download, fileNameOf } from './download';
export { ResourceForm, type ResourceFormProps } from './form/resource-form';
export { CELLS, DETAIL_VALUES, FieldCell, FieldValue } from './kinds/cells';
export { datePresets, FILTER_INPUTS, FilterInput } from './kinds/filter-inputs';
export { FORM_INPUTS, FormInput } from './kinds/form-inputs';
export { formatDate, formatDateTime, formatDecimal, formatMoney, formatPercent } from './kinds/format';
export { optionLabel, useFieldOptions } from './kinds/options';
export { type ActionHandlers, type ListAction, runListAction } from './list/list-actions';
export {
  type DocRef,
  type EditorRender,
  type EditRef,
  EditorDrawer,
  useDrawerEditor,
} from './list/drawer-editor';
export { listBody, stateFromSearch, searchFromState, wireFilters } from './list/list-state';
export { ResourceListPage, type ResourceListPageProps, resourceQueryKey } from './list/resource-list-page';
export {
  confirmAction,
  confirmPrompt,
  PROMPT_KINDS,
  type PromptKind,
  successPrompt,
  withPrompt,
} from './prompts';
export { pathOf, resourceApi, type Row, runActionByPermit } from './resource-api';
export {
  documentHistoryLoader,
  reviewHistoryLoader,
  type HistoryEntry,
  type HistoryLoader,
  ReviewQueuePage,
  reviewQueueScreen,
} from './review/review-queue-page';
export { reviewResource } from './review/review-resource';
export { EmptyState, ErrorState, LOADING_DELAY_MS, LoadingState } from './states';
export { ActionButton, defActions, usePermittedActions } from './list/list-actions';
export { saveOnFields } from './form/save-on-fields';
