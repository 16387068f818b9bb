import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address';

describe('clientAddressKey', () => {
  it('makes every address of one IPv6 /64 the same client, however it is written', () => {
    const host = [
      '2001:db8:1:2::5',
      '2001:0db8:0001:0002:0000:0000:0000:0005',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:A:B:C:D',
      '2001:db8:1:2::9%eth0',
      ' 2001:db8:1:2::1 ',
    ].map(clientAddressKey);
    expect(new Set(host)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientAddressKey('2001:db8:1:3::5')).not.toBe(clientAddressKey('2001:db8:1:2::5'));
    expect(clientAddressKey('2001:db9:1:2::5')).not.toBe(clientAddressKey('2001:db8:1:2::5'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps each IPv4 address its own client, written as IPv4 or as IPv6', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::FFFF:c000:0207')).toBe('192.0.2.7');
    expect(clientAddressKey('192.0.2.8')).not.toBe(clientAddressKey('192.0.2.7'));
  });

  it('keeps text that is no address as it came, bounded', () => {
    expect(clientAddressKey('not-an-address')).toBe('not-an-address');
    expect(clientAddressKey('x'.repeat(500))).toHaveLength(64);
  });
});
