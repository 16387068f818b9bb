import { describe, expect, it } from 'vitest';
import { claimCodeHash, listingMailDomain, mailLocalPart, newClaimCode, sameDigest, typedClaimCode } from './claim-code';
import { claimCodeMime } from './claim-mail';

describe('claim codes', () => {
  it('are six digits, and vary', () => {
    const codes = new Set(Array.from({ length: 50 }, () => newClaimCode()));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(45);
  });

  it('read as people type them, and nothing else', () => {
    expect(typedClaimCode('123 456')).toBe('123456');
    expect(typedClaimCode('123-456')).toBe('123456');
    expect(typedClaimCode('12345')).toBeNull();
    expect(typedClaimCode('12345a')).toBeNull();
    expect(typedClaimCode(null)).toBeNull();
  });

  it('are stored as a digest bound to the site’s secret and to the claim', async () => {
    const claim = { restaurantId: 7, userId: 3 };
    const digest = await claimCodeHash('secret-one-0123456789', claim, '123456');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain('123456');
    expect(sameDigest(digest, await claimCodeHash('secret-one-0123456789', claim, '123456'))).toBe(true);
    expect(sameDigest(digest, await claimCodeHash('secret-two-0123456789', claim, '123456'))).toBe(false);
    expect(sameDigest(digest, await claimCodeHash('secret-one-0123456789', { ...claim, userId: 4 }, '123456'))).toBe(false);
  });
});

describe('the listing’s mail domain', () => {
  it('is its website’s host without www, for a named host of its own', () => {
    expect(listingMailDomain('https://www.RosasCantina.com/menu')).toBe('rosascantina.com');
    expect(listingMailDomain('rosascantina.com')).toBe('rosascantina.com');
    expect(listingMailDomain('http://192.168.1.1/')).toBeNull();
    expect(listingMailDomain('ftp://rosas.com')).toBeNull();
    expect(listingMailDomain('')).toBeNull();
    expect(listingMailDomain(null)).toBeNull();
  });

  it('is none on a platform or mailbox domain, where an address proves nothing about the place', () => {
    expect(listingMailDomain('https://www.facebook.com/rosascantina')).toBeNull();
    expect(listingMailDomain('https://rosas.square.site')).toBeNull();
    expect(listingMailDomain('https://sites.google.com/view/rosas')).toBeNull();
  });

  it('takes a plain local part only', () => {
    expect(mailLocalPart(' Owner ')).toBe('owner');
    expect(mailLocalPart('first.last+claims')).toBe('first.last+claims');
    expect(mailLocalPart('a@b')).toBeNull();
    expect(mailLocalPart('bad\r\nBcc: x')).toBeNull();
    expect(mailLocalPart('.dot')).toBeNull();
  });
});

describe('the claim code e-mail', () => {
  it('carries the code and the claim page, and no header from the listing’s name', () => {
    const mime = claimCodeMime({
      from: 'claims@eats.example',
      origin: 'https://eats.example',
      messageId: 'claim-1',
      mail: { to: 'owner@rosas.example', code: '042917', listingName: 'Rosa’s\r\nBcc: all@example.com', claimPath: '/restaurant/rosas/claim' },
    });
    const [head, body] = mime.split('\r\n\r\n') as [string, string];
    expect(head.split('\r\n').some((line) => /^Bcc:/i.test(line))).toBe(false);
    expect(head).toContain('To: owner@rosas.example\r\n');
    const text = Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8');
    expect(text).toContain('The code: 042917');
    expect(text).toContain('https://eats.example/restaurant/rosas/claim');
  });
});
