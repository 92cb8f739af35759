import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('is the peer, unless a proxy on this machine names the client', () => {
    expect(clientAddress('203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::1', ['198.51.100.1', '127.0.0.1'])).toBe('198.51.100.1');
    // A client far away cannot choose its address by sending the header itself.
    expect(clientAddress('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('counts IPv6 clients by their /64', () => {
    expect(clientAddress('2001:db8:1:2:3:4:5:6', undefined)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8:1:2::9', undefined)).toBe('2001:db8:1:2::/64');
    expect(clientAddress('2001:db8::1', undefined)).toBe('2001:db8:0:0::/64');
    expect(clientAddress('127.0.0.1', '2001:DB8:0001:0002:aaaa::1')).toBe('2001:db8:1:2::/64');
  });
});
