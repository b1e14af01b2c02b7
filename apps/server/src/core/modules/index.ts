export {
  defineModule,
  demoSeedersOf,
  type ModuleDefinition,
  registerModule,
  systemSeedersOf,
} from './define-module.js';
