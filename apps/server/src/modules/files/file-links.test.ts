import { fileIdFromUrl } from '@plotwise/contracts';
import { describe, expect, it } from 'vitest';
import { createFileLinks, LINK_WINDOW_SECONDS } from './file-links.ts';

const tenant = '11111111-1111-4111-8111-111111111111';
const fileId = '22222222-2222-4222-8222-222222222222';
const paramsOf = (url: string) => {
  const query = new URL(url, 'http://localhost').searchParams;
  return { tenant: query.get('tenant')!, expires: Number(query.get('expires')), signature: query.get('signature')! };
};

describe('file links', () => {
  it('signs a link that verifies for its tenant and names the file', () => {
    const links = createFileLinks('a-secret-that-is-long-enough-for-tests');
    const url = links.urlFor(tenant, fileId);
    expect(fileIdFromUrl(url)).toBe(fileId);
    expect(links.verify(fileId, paramsOf(url))).toBe(tenant);
  });

  it('refuses another file, another tenant, a changed expiry and another secret', () => {
    const links = createFileLinks('a-secret-that-is-long-enough-for-tests');
    const params = paramsOf(links.urlFor(tenant, fileId));
    expect(links.verify('33333333-3333-4333-8333-333333333333', params)).toBeNull();
    expect(links.verify(fileId, { ...params, tenant: '44444444-4444-4444-8444-444444444444' })).toBeNull();
    expect(links.verify(fileId, { ...params, expires: params.expires + LINK_WINDOW_SECONDS })).toBeNull();
    expect(createFileLinks('another-secret-that-is-long-enough').verify(fileId, params)).toBeNull();
  });

  it('keeps one link within a window and expires it after one to two hours', () => {
    let clock = Date.UTC(2025, 0, 1, 10, 5);
    const links = createFileLinks('a-secret-that-is-long-enough-for-tests', () => clock);
    const first = links.urlFor(tenant, fileId);
    clock += 30 * 60 * 1000;
    expect(links.urlFor(tenant, fileId)).toBe(first);
    clock = Date.UTC(2025, 0, 1, 11, 59);
    expect(links.verify(fileId, paramsOf(first))).toBe(tenant);
    clock = Date.UTC(2025, 0, 1, 12, 0, 1);
    expect(links.verify(fileId, paramsOf(first))).toBeNull();
  });
});
