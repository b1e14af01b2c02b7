/**
 * A PostgreSQL unique violation (SQLSTATE 23505), wherever the driver put it: drizzle wraps the
 * driver's error in `cause`, PGlite and node-postgres both carry `code`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
