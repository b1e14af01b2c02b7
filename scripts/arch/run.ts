import { checkImports, checkNames, checkRoutes, checkSchema, checkShared, checkSize } from './basic-rules.js';
import {
  checkClient,
  checkHelpers,
  checkOrder,
  checkScope,
  checkWeb,
  checkWrites,
} from './boundary-rules.js';
import { gitFiles, makeCtx, type Violation } from './context.js';
import { checkRegistration } from './registration-rule.js';

/** Runs every rule over the tree at `root` (its git files unless `files` is given). */
export function runArchCheck(root: string, files?: string[]): { files: number; violations: Violation[] } {
  const ctx = makeCtx(root, files ?? gitFiles(root));
  for (const rule of [
    checkImports,
    checkRoutes,
    checkNames,
    checkShared,
    checkSize,
    checkSchema,
    checkWrites,
    checkOrder,
    checkScope,
    checkWeb,
    checkClient,
    checkHelpers,
    checkRegistration,
  ])
    rule(ctx);
  return { files: ctx.files.length, violations: ctx.violations };
}
