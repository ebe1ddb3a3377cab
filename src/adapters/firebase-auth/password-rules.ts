import type { PasswordValidationStatus } from 'firebase/auth';

/** The project's password rules that a password misses, in words (for the sign-in error). */
export function unmetPasswordRules(status: PasswordValidationStatus): string[] {
  const rules: string[] = [];
  const options = status.passwordPolicy.customStrengthOptions;
  if (status.meetsMinPasswordLength === false) rules.push(`At least ${options.minPasswordLength ?? 6} characters.`);
  if (status.meetsMaxPasswordLength === false) rules.push(`At most ${options.maxPasswordLength ?? 4096} characters.`);
  if (status.containsLowercaseLetter === false) rules.push('A lower-case letter.');
  if (status.containsUppercaseLetter === false) rules.push('An upper-case letter.');
  if (status.containsNumericCharacter === false) rules.push('A digit.');
  if (status.containsNonAlphanumericCharacter === false) rules.push('A symbol such as ! or #.');
  return rules;
}
