import { describe, expect, it } from 'vitest';
import { epcPages, floorplanLines, leasePages, propertyInformationPages, titleRegisterPages } from '../../../test-support/legal-pack-texts.ts';
import type { PageText } from '../extract/page-text.ts';
import { detectKind } from './detect-kind.ts';

const asPages = (pages: string[][]): PageText[] => pages.map((lines, index) => ({ page: index + 1, text: lines.join('\n'), method: 'text', ocrConfidence: null }));

describe('detectKind', () => {
  it('recognises each kind of a legal pack by its words', () => {
    expect(detectKind('scan001.pdf', asPages(leasePages))).toBe('lease');
    expect(detectKind('scan002.pdf', asPages(titleRegisterPages))).toBe('title_register');
    expect(detectKind('scan003.pdf', asPages(propertyInformationPages))).toBe('property_information_form');
    expect(detectKind('scan004.pdf', asPages(epcPages))).toBe('epc');
    expect(detectKind('IMG_0042.jpg', asPages([floorplanLines]))).toBe('floorplan');
    expect(detectKind('scan005.pdf', asPages([['CON29DW Drainage and Water Enquiry', 'The property is connected to the public sewer.']]))).toBe('drainage_search');
    expect(detectKind('scan006.pdf', asPages([['Local Land Charges Register (LLC1)', 'CON29 enquiries of the local authority']]))).toBe('local_search');
  });

  it('lets the file name tip a thin text, and calls the rest other', () => {
    expect(detectKind('lease.pdf', asPages([['The Landlord and the Tenant agree']]))).toBe('lease');
    expect(detectKind('notes.pdf', asPages([['The Landlord and the Tenant agree']]))).toBe('other');
    expect(detectKind('kitchen.jpg', asPages([['']]))).toBe('other');
  });
});
