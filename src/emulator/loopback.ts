// The emulator accepts fixture tokens that are not secrets and has no TLS: it must never be
// reachable from another machine, so only loopback addresses may be bound.
import { isIP } from 'node:net';

export function isLoopbackHost(host: string): boolean {
  const h = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (h.toLowerCase() === 'localhost') return true;
  if (isIP(h) === 4) return h.split('.')[0] === '127';
  if (isIP(h) === 6) return h === '::1' || /^(0{0,4}:){7}0{0,3}1$/.test(h) || /^::ffff:127\./i.test(h);
  return false;
}
