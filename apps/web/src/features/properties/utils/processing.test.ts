import { describe, expect, it } from 'vitest';
import { makeProperty } from '../testing/property-fixtures';
import {
  canSwitchTab,
  getAnalysisStatusLabel,
  getTabBadges,
  isPropertyProcessing,
  toPropertyTab,
} from './processing';

describe('processing (docs/product/properties.md, "Status and processing")', () => {
  it.each([
    [{ workflow_status: 'processing' as const }, true],
    [{ workflow_status: 'market_analysis_in_progress' as const }, true],
    [
      {
        workflow_status: 'completed' as const,
        analysis_status: { status: 'in_progress' as const },
      },
      true,
    ],
    [
      { workflow_status: 'completed' as const, analysis_status: { status: 'completed' as const } },
      false,
    ],
    [{ workflow_status: 'pending' as const }, false],
    [{ workflow_status: 'failed' as const }, false],
    [{}, false],
  ])('%o is processing: %s', (status, expected) => {
    expect(isPropertyProcessing(status)).toBe(expected);
  });

  it('locks tab switching while processing, and ignores a switch to the same tab', () => {
    expect(canSwitchTab('details', 'documents', false)).toBe(true);
    expect(canSwitchTab('details', 'documents', true)).toBe(false);
    expect(canSwitchTab('details', 'details', false)).toBe(false);
  });
});

describe('property tabs', () => {
  it('read the tab from the URL, falling back to details', () => {
    expect(toPropertyTab('documents')).toBe('documents');
    expect(toPropertyTab('market_data')).toBe('market_data');
    expect(toPropertyTab('analysis')).toBe('analysis');
    expect(toPropertyTab('photos')).toBe('details');
    expect(toPropertyTab(undefined)).toBe('details');
  });

  it('badge image and document counts, available market data and completed analysis', () => {
    const file = { id: 'f', public_url: '/f', filename: null, content_type: null, size: null };
    expect(
      getTabBadges(
        makeProperty({
          images: [file, { ...file, id: 'g' }],
          documents: [file],
          market_analysis: { data_available: true },
          analysis_status: { status: 'completed' },
        }),
      ),
    ).toEqual({
      details: { count: 2 },
      documents: { count: 1 },
      market_data: { done: true },
      analysis: { done: true },
    });
    expect(getTabBadges({ analysis_status: { status: 'failed' } }).analysis).toEqual({
      failed: true,
    });
    expect(getTabBadges({ analysis_status: { status: 'in_progress' } }).analysis).toBeNull();
    expect(getTabBadges({ id: 'p1' })).toEqual({
      details: null,
      documents: null,
      market_data: null,
      analysis: null,
    });
  });
});

describe('analysis status label (docs/product/properties.md, "Status and processing")', () => {
  it.each([
    [{ workflow_status: 'processing' as const }, 'Processing...'],
    [{ analysis_status: { status: 'in_progress' as const } }, 'Processing...'],
    [{ analysis_status: { status: 'completed' as const } }, '✓ Complete'],
    [{ analysis_status: { status: 'failed' as const } }, '✗ Failed'],
    [{ workflow_status: 'failed' as const }, '✗ Failed'],
    [{ workflow_status: 'completed' as const }, 'Pending'],
    [{}, 'Pending'],
  ])('%o reads %s', (status, label) => {
    expect(getAnalysisStatusLabel(status)).toBe(label);
  });
});
