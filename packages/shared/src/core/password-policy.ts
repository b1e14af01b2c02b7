/**
 * The password policy for new passwords (server: PUT /merchant/common/resetpwd and user setup; web: the
 * change-password dialog shows it up front and checks it under the field): 8–64 characters with at
 * least one letter and one digit.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 64 } as const;

export function meetsPasswordPolicy(pw: string): boolean {
  return (
    pw.length >= PASSWORD_POLICY.minLength &&
    pw.length <= PASSWORD_POLICY.maxLength &&
    /[A-Za-z]/.test(pw) &&
    /\d/.test(pw)
  );
}
