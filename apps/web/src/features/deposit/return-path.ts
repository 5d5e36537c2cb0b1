/**
 * `?from=` of the top-up (spec §2): a same-site path to return to afterwards. Anything else (another
 * origin, `//host`, a backslash trick, the top-up screens themselves) is dropped, never followed.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/payment/deposit/topup')) return null;
  return value;
}
