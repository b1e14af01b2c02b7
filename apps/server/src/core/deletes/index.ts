export { deleteRoutes } from './delete.routes.js';
export {
  DEFAULT_DELETE_TYPE,
  type DeletableType,
  type DeleteContext,
  findDeletable,
  listDeletableTypes,
  mayDelete,
  registerDeletable,
} from './delete-registry.js';
