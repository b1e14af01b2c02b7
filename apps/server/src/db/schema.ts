// Re-exports every *.table.ts: the one schema drizzle-kit and both drivers use.
export * from '../core/auth/session.table.js';
export * from '../core/access/identity.table.js';
export * from '../core/jobs/job-run.table.js';
export * from '../core/push/notification.table.js';
export * from '../modules/notices/offline-notice.table.js';
export * from '../modules/lookups/dict.table.js';
export * from '../modules/lookups/geo.table.js';
export * from '../modules/lookups/company.table.js';
export * from '../modules/lookups/logistics.table.js';
export * from '../core/documents/document.table.js';
export * from '../core/files/attachment.table.js';
export * from '../core/reviews/review.table.js';
