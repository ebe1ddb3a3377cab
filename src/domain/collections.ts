/** Collections whose documents are tickets: a document id here is a ticket id. */
export const TICKET_COLLECTIONS = ['registrations', 'highlevelRegister', 'nationaldayRegister'] as const;
export type TicketCollection = (typeof TICKET_COLLECTIONS)[number];

/** Collections that hold people, each with an `email`: the directory and every ticket. */
export const PERSON_COLLECTIONS = ['users', ...TICKET_COLLECTIONS] as const;
export type PersonCollection = (typeof PERSON_COLLECTIONS)[number];

const PERSON_COLLECTION_NAMES: ReadonlySet<string> = new Set(PERSON_COLLECTIONS);
/** Whether the collection named holds people: the directory or a register. */
export const isPersonCollection = (name: string): name is PersonCollection => PERSON_COLLECTION_NAMES.has(name);
