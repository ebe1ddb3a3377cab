import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from './settings';
import { validateSettings } from './settings-check';

const events = new Set(['summit']);

describe('validateSettings', () => {
  it('accepts a name and a known event or none', () => {
    expect(validateSettings({ ...DEFAULT_SETTINGS, organisationName: 'Geneva Events' }, events)).toEqual({});
    expect(validateSettings({ ...DEFAULT_SETTINGS, defaultScannerEventId: 'summit' }, events)).toEqual({});
  });

  it('says which field is wrong and why', () => {
    expect(validateSettings({ ...DEFAULT_SETTINGS, organisationName: '   ' }, events)).toEqual({
      organisationName: 'Enter the name of your organisation.',
    });
    expect(validateSettings({ ...DEFAULT_SETTINGS, organisationName: 'x'.repeat(101) }, events).organisationName).toMatch(/has 101/);
    expect(validateSettings({ ...DEFAULT_SETTINGS, defaultScannerEventId: 'gone' }, events).defaultScannerEventId).toMatch(
      /no longer exists/,
    );
  });
});
