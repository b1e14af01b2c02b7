export { EXPORT_BATCH, EXPORT_MAX_ROWS } from './resource-export.js';
export { type KitResource, kitResources, registerResource } from './resource-routes.js';
export type { ResourceBinding, Source } from './resource-spec.js';
export { resourceListSpec } from './resource-spec.js';
export { requireActionState } from './action-state.js';
