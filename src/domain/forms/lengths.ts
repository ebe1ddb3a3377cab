/** The longest texts the forms take (forms/fields.ts checks them; a page may say them without loading the checks). */
export const MAX_NAME_LENGTH = 100;
export const MAX_TEXT_LENGTH = 100;
export const MAX_COMMENT_LENGTH = 2000;
