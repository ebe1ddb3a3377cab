import { describe, expect, it } from 'vitest';
import { safeLinkUrl } from './safe-url';

describe('safeLinkUrl', () => {
  it('keeps web and mail addresses', () => {
    expect(safeLinkUrl('https://example.org/programme.pdf')).toBe('https://example.org/programme.pdf');
    expect(safeLinkUrl(' mailto:team@example.org ')).toBe('mailto:team@example.org');
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'not a url', ''])(
    'refuses %j',
    (url) => {
      expect(safeLinkUrl(url)).toBeNull();
    },
  );
});
