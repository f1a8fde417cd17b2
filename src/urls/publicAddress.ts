/** Why `address` cannot be the site's public address (an absolute http(s) URL), or null if it can. */
export function publicAddressProblem(address: string): string | null {
  const url = URL.canParse(address) ? new URL(address) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return 'is not an absolute http(s) URL';
  if (/[?#]/.test(address)) return 'has a query or hash; leave out "?…" and "#…"';
  if (url.username || url.password) return 'contains a user name or password';
  return null;
}
