/** The events whose tickets administrators keep as a register (docs/product.md, "Stored data"). */
export const REGISTER_KINDS = ['highlevel', 'nationalday'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

/** The lists of people administrators keep: the directory, and the register of each such event. */
export const PEOPLE_LISTS = ['directory', ...REGISTER_KINDS] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];

export function isRegister(list: PeopleList): list is RegisterKind {
  return list !== 'directory';
}
