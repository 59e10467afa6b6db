import { describe, expect, it } from 'vitest';
import { getNextTab } from './tabs';

const tabs = ['details', 'documents', 'market_data', 'analysis'];

describe('tab keyboard order (WAI-ARIA tabs pattern)', () => {
  it('moves with the arrows, wrapping at both ends', () => {
    expect(getNextTab(tabs, 'details', 'ArrowRight')).toBe('documents');
    expect(getNextTab(tabs, 'analysis', 'ArrowRight')).toBe('details');
    expect(getNextTab(tabs, 'details', 'ArrowLeft')).toBe('analysis');
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(getNextTab(tabs, 'documents', 'Home')).toBe('details');
    expect(getNextTab(tabs, 'documents', 'End')).toBe('analysis');
    expect(getNextTab(tabs, 'documents', 'Enter')).toBeNull();
  });
});
