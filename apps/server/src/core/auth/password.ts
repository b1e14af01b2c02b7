import { meetsPasswordPolicy } from '@partdesk/shared/core/password-policy';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library default algorithm), OWASP's m=19 MiB, t=2, p=1. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** Used for unknown accounts so a wrong user name costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;
export async function burnVerify(plain: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, plain);
}

/** Password policy for new passwords (shared with the web's dialog): 8–64 characters, letters and digits. */
export function meetsPolicy(pw: string): boolean {
  return meetsPasswordPolicy(pw);
}
