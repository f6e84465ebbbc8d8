import { describe, expect, it } from 'vitest';
import { classifyAddress, classifyHostName, isIpLiteral, parseIPv6 } from './address-policy.ts';

/** The host a URL parser hands the fetcher, so the tricks below are judged as the fetcher sees them. */
const hostOf = (url: string) => new URL(url).hostname;

/** The one check behind every table below: the policy's verdict on one address text. */
const classifiedAs = (address: string, kind: string) => {
  expect(classifyAddress(address)).toBe(kind);
};

describe('classifyAddress', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.7', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('refuses %s as %s', classifiedAs);

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '169.255.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
  ])('lets the public IPv4 address %s through, right at the edges of the ranges', (address) =>
    classifiedAs(address, 'public'),
  );

  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fe80::1', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['ff0e::1', 'multicast'],
    ['fd00:ec2::254', 'metadata'],
    ['fd00:ec2:0:0:0:0:0:254', 'metadata'],
    ['2001:db8::1', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['100::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['64:ff9b:1::1', 'private'],
  ])('refuses the IPv6 address %s as %s', classifiedAs);

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:0001', 'loopback'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:a01:203', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:100.64.0.1', 'cgnat'],
    ['::ffff:172.16.0.1', 'private'],
    ['::ffff:192.168.0.1', 'private'],
    ['::ffff:0.0.0.0', 'unspecified'],
    ['::ffff:224.0.0.1', 'multicast'],
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::c0a8:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a9fe:a9fe::1', 'metadata'],
  ])('judges the IPv4 address inside %s (%s)', classifiedAs);

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:82a::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public IPv6 address %s through', (address) => classifiedAs(address, 'public'));

  it.each([
    '',
    'example.com',
    '1.2.3',
    '1.2.3.4.5',
    '256.1.1.1',
    '01.2.3.4',
    '0x7f.0.0.1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7:8::',
    '12345::1',
    'fe80::1%eth0',
    '::ffff:1.2.3',
    ':::1',
  ])('calls %j no address at all (so it is never connected to)', (text) => classifiedAs(text, 'invalid'));
});

describe('the URL parser’s rewrites of IPv4 tricks', () => {
  it.each([
    'http://2130706433/',
    'http://0x7f000001/',
    'http://017700000001/',
    'http://0x7f.1/',
    'http://127.1/',
    'http://0177.0.0.1/',
    'http://127.000.000.001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::127.0.0.1]/',
  ])('%s reaches the policy as a loopback address', (url) => {
    const host = hostOf(url);
    expect(isIpLiteral(host)).toBe(true);
    expect(classifyAddress(host)).toBe('loopback');
  });

  it.each([
    ['http://0xa9fea9fe/', 'metadata'],
    ['http://2852039166/', 'metadata'],
    ['http://0251.0376.0251.0376/', 'metadata'],
    ['http://0x0a.1/', 'private'],
    ['http://0/', 'unspecified'],
    ['http://[::ffff:169.254.169.254]/', 'metadata'],
  ])('%s reaches the policy as %s', (url, kind) => classifiedAs(hostOf(url), kind));
});

describe('parseIPv6', () => {
  it('expands every compressed position to the same 16 bytes', () => {
    const full = parseIPv6('2001:db8:0:0:0:0:0:1');
    for (const form of ['2001:db8::1', '2001:db8:0::1', '2001:db8::0:1', '2001:DB8::0001'])
      expect(parseIPv6(form)).toEqual(full);
    expect(parseIPv6('::')).toEqual(Array(16).fill(0));
    expect(parseIPv6('1::')).toEqual([0, 1, ...Array(14).fill(0)]);
  });
});

describe('classifyHostName', () => {
  it.each([
    ['localhost', 'loopback'],
    ['LOCALHOST.', 'loopback'],
    ['api.localhost', 'loopback'],
    ['metadata', 'metadata'],
    ['metadata.google.internal', 'metadata'],
    ['metadata.goog', 'metadata'],
    ['instance-data', 'metadata'],
    ['instance-data.ec2.internal', 'metadata'],
    ['db.internal', 'private'],
    ['printer.local', 'private'],
    ['intranet', 'private'],
  ])('refuses %s before any lookup (%s)', (name, kind) => {
    expect(classifyHostName(name)).toBe(kind);
  });

  it('leaves ordinary names to DNS and the address check', () => {
    expect(classifyHostName('public.api.bsky.app')).toBeNull();
    expect(classifyHostName('mastodon.social')).toBeNull();
  });
});
