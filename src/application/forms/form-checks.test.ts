import { describe, expect, it } from 'vitest';
import { feedbackChecks, registrationChecks, warmFormChecks } from './form-checks';

describe("the forms' checks, loaded on demand", () => {
  it('loads each set of checks once, whoever asks first', async () => {
    warmFormChecks();
    const [first, second] = await Promise.all([registrationChecks(), registrationChecks()]);
    expect(first).toBe(second);
    expect(first.checkRegistrationForm('standard', { name: 'Ada', email: 'ada@example.org' }).ok).toBe(true);
    expect((await feedbackChecks()).checkFeedbackForm({ rating: '9' }).ok).toBe(false);
  });
});
