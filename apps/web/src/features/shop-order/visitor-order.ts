/**
 * The phone a visitor bought with, kept for this tab by the order's code: the return page from the
 * gateway looks the order up with it (POST shop/public/order {code, phone}) without asking again.
 */
const key = (code: string) => `shop-order:${code}`;

export function rememberVisitorOrder(code: string, phone: string) {
  try {
    sessionStorage.setItem(key(code), phone);
  } catch {}
}

export function visitorOrderPhone(code: string): string | null {
  try {
    return sessionStorage.getItem(key(code));
  } catch {
    return null;
  }
}
