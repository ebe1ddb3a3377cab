import { describe, expect, it, vi } from 'vitest';
import { StoreOfflineError } from '../ports/store-errors';
import { feedbackChecks, onDemand, registrationChecks, warmFormChecks } from './form-checks';

describe("the forms' checks, loaded on demand", () => {
  it('loads each set of checks once, whoever asks first', async () => {
    warmFormChecks();
    const [first, second] = await Promise.all([registrationChecks(), registrationChecks()]);
    expect(first).toBe(second);
    expect(first.checkRegistrationForm('standard', { name: 'Ada', email: 'ada@example.org' }).ok).toBe(true);
    expect((await feedbackChecks()).checkFeedbackForm({ rating: '9' }).ok).toBe(false);
  });

  it('says a failed download is a missing connection, and downloads again at the next call', async () => {
    vi.spyOn(console, 'error').mockImplementationOnce(() => undefined);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/checks.js'))
      .mockResolvedValueOnce('the checks');
    const checks = onDemand('checks', load);
    await expect(checks()).rejects.toBeInstanceOf(StoreOfflineError);
    await expect(checks()).resolves.toBe('the checks');
    await expect(checks()).resolves.toBe('the checks');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
