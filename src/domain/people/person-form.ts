import * as z from 'zod/mini';
import { checkForm, MAX_NAME_LENGTH, optionalPhone, optionalText, requiredEmail, requiredText, wholeNumber, type FormResult } from '../forms/fields';
import { MAX_NATIONALDAY_GUESTS } from '../registrations/registration';
import { IMPORT_FIELDS, type ImportTarget } from './import-mapping';

function fieldSchema(key: string, label: string, kind: string) {
  if (key === 'name') return requiredText('the name', MAX_NAME_LENGTH);
  if (key === 'email') return requiredEmail;
  if (key === 'phone') return optionalPhone;
  if (kind === 'count') {
    return wholeNumber(0, MAX_NATIONALDAY_GUESTS, `${label} is a whole number from 0 to ${MAX_NATIONALDAY_GUESTS}.`);
  }
  return optionalText(label.toLowerCase());
}

/** The form administrators use to add or edit someone in a list: name and e-mail required. */
export function personFormSchema(target: ImportTarget) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of IMPORT_FIELDS[target]) if (field.kind !== 'date') shape[field.key] = fieldSchema(field.key, field.label, field.kind);
  return z.object(shape);
}

export function checkPersonForm(target: ImportTarget, input: Record<string, unknown>): FormResult<Record<string, unknown>> {
  const cleaned = { ...input, ...(target === 'nationaldayRegister' && (input.guests === '' || input.guests === undefined) ? { guests: 0 } : {}) };
  return checkForm(personFormSchema(target), cleaned) as FormResult<Record<string, unknown>>;
}
