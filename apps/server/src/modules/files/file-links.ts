import { createHmac, timingSafeEqual } from 'node:crypto';
import { FILES_PATH } from '@plotwise/contracts';

/** Links are valid for one to two hours: the expiry is rounded up to a whole window, so a file's link stays the same within it. */
export const LINK_WINDOW_SECONDS = 60 * 60;

export type SignedLinkParams = { tenant: string; expires: number; signature: string };

export type FileLinks = {
  /** A `public_url` that works in `<img src>` without a bearer header (docs/decisions/0010-file-storage.md). */
  urlFor: (tenantId: string, fileId: string) => string;
  /** The same for the file's thumbnail; one signature serves both, as they show the same picture to the same tenant. */
  thumbnailUrlFor: (tenantId: string, fileId: string) => string;
  /** The tenant the link was signed for, or null when the signature is wrong or the link has expired. */
  verify: (fileId: string, params: SignedLinkParams) => string | null;
};

export function createFileLinks(secret: string, now: () => number = Date.now): FileLinks {
  // A key of its own, derived from the auth secret, so a link signature is never valid anywhere else.
  const key = createHmac('sha256', secret).update('plotwise:file-links').digest();
  const sign = (tenantId: string, fileId: string, expires: number) =>
    createHmac('sha256', key).update(`${tenantId}.${fileId}.${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(now() / 1000);
  const signedQuery = (tenantId: string, fileId: string) => {
    const expires = (Math.floor(nowSeconds() / LINK_WINDOW_SECONDS) + 2) * LINK_WINDOW_SECONDS;
    return new URLSearchParams({ tenant: tenantId, expires: String(expires), signature: sign(tenantId, fileId, expires) });
  };
  return {
    urlFor: (tenantId, fileId) => `${FILES_PATH}${fileId}?${signedQuery(tenantId, fileId)}`,
    thumbnailUrlFor: (tenantId, fileId) => `${FILES_PATH}${fileId}/thumbnail?${signedQuery(tenantId, fileId)}`,
    verify(fileId, params) {
      if (params.expires < nowSeconds()) return null;
      const expected = Buffer.from(sign(params.tenant, fileId, params.expires));
      const given = Buffer.from(params.signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? params.tenant : null;
    },
  };
}
