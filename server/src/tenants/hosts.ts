/** `Example.COM:3000` -> `example.com`; `[::1]:3000` -> `::1`; missing -> ''. */
export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end > 0 ? host.slice(1, end) : host;
  } else {
    host = host.replace(/:\d*$/, '');
  }
  return host.replace(/\.$/, ''); // `example.com.` is the same host
}
