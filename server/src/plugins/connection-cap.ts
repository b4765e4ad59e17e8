import { STATUS_CODES, type Server } from 'node:http';
import { isIPv6, type Socket } from 'node:net';
import { SECURITY_HEADER_LINES } from './security-headers';

/**
 * The key connections are counted under: the IPv4 address, or the /64 prefix of an IPv6 one (one
 * subscriber usually holds a whole /64, so counting single addresses would let them rotate).
 */
export function addressKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (address.startsWith('::ffff:') && address.includes('.')) return address.slice(7);
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, '').toLowerCase())
    .join(':')}::/64`;
}

const REFUSAL_BODY = JSON.stringify({ message: 'Too many open connections from your address' });
const REFUSAL =
  `HTTP/1.1 503 ${STATUS_CODES[503]}\r\n` +
  'Content-Type: application/json; charset=utf-8\r\n' +
  'Cache-Control: no-store\r\n' +
  SECURITY_HEADER_LINES +
  `Content-Length: ${Buffer.byteLength(REFUSAL_BODY)}\r\n` +
  'Retry-After: 1\r\n' +
  'Connection: close\r\n\r\n' +
  REFUSAL_BODY;

/**
 * At most `max` open connections per client address (see addressKey); 0 turns the cap off. One
 * client opening thousands of sockets and sending nothing would otherwise hold them until the
 * headers timeout and starve everyone else. A connection over the cap is answered 503 `{ message }`
 * at once and closed, so it costs the server one write; the client's existing connections go on.
 * Counted when the socket is accepted, released when it closes, in this process: the cap guards
 * this process's sockets, which is what the flood exhausts.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = addressKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= max) {
      socket.on('error', () => {});
      socket.end(REFUSAL, () => socket.destroy());
      return;
    }
    open.set(key, count + 1);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
