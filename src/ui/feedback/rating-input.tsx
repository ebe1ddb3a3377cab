import { useId } from 'react';
import { MAX_RATING, MIN_RATING } from '../../domain/feedback/feedback';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Five radio buttons with words as well as stars: keyboard arrows move, screen readers read the words. */
export function RatingInput({ value, onChange, error, disabled }: { value: string; onChange: (value: string) => void; error?: string | undefined; disabled: boolean }) {
  const id = useId();
  return (
    <fieldset className="rating" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>Your rating</legend>
      <div className="rating__choices">
        {RATINGS.map((rating) => (
          <label key={rating} className="rating__choice">
            <input type="radio" name="rating" value={String(rating)} checked={value === String(rating)} onChange={() => onChange(String(rating))} disabled={disabled} />
            <span aria-hidden="true">{'★'.repeat(rating)}</span>
            <span className="rating__word">
              {rating} – {WORDS[rating]}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
