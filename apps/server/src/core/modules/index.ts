export {
  defineModule,
  demoFlowsOf,
  demoSeedersOf,
  type ModuleDefinition,
  registerModule,
  systemSeedersOf,
} from './define-module.js';
