export type ResourceDocument = {
  readonly id: string;
  title: string;
  description: string;
  url: string;
  category: string;
  eventId?: string;
  /** Position inside its category. */
  order: number;
};
