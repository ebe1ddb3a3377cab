export const MIN_RATING = 1;
export const MAX_RATING = 5;

export type FeedbackDocument = {
  readonly id: string;
  /** Empty for general feedback. */
  eventId: string;
  rating: number;
  comment: string;
  name?: string;
  email?: string;
  createdAt: string;
  country?: string;
  city?: string;
};
