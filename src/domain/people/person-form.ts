import { t } from '@lingui/core/macro';
import * as z from 'zod/mini';
import { checkForm, optionalPhone, optionalText, requiredEmail, requiredText, wholeNumber, type FormResult } from '../forms/fields';
import { MAX_NAME_LENGTH } from '../forms/lengths';
import { MAX_NATIONALDAY_GUESTS } from '../registrations/registration';
import { IMPORT_FIELDS, labelOf, type ImportField } from './import-mapping';
import type { PeopleList } from './people-lists';

function fieldSchema(field: ImportField) {
  if (field.key === 'name') return requiredText(field.words ?? field.label, MAX_NAME_LENGTH);
  if (field.key === 'email') return requiredEmail;
  if (field.key === 'phone') return optionalPhone;
  if (field.kind === 'count') {
    const notACount = () => {
      const label = labelOf(field);
      return t`${label} is a whole number from 0 to ${MAX_NATIONALDAY_GUESTS}.`;
    };
    return wholeNumber(0, MAX_NATIONALDAY_GUESTS, notACount);
  }
  return optionalText(field.words ?? field.label);
}

/** The form administrators use to add or edit someone in a list: name and e-mail required. */
export function personFormSchema(list: PeopleList) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const field of IMPORT_FIELDS[list]) if (field.kind !== 'date') shape[field.key] = fieldSchema(field);
  return z.object(shape);
}

export function checkPersonForm(list: PeopleList, input: Record<string, unknown>): FormResult<Record<string, unknown>> {
  const cleaned = {
    ...input,
    ...(list === 'nationalday' && (input.guests === '' || input.guests === undefined) ? { guests: 0 } : {}),
  };
  return checkForm(personFormSchema(list), cleaned) as FormResult<Record<string, unknown>>;
}
