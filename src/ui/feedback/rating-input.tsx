import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MAX_RATING, MIN_RATING } from '../../domain/feedback/feedback';

const RATINGS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);
const WORDS = [msg`Poor`, msg`Fair`, msg`Good`, msg`Very good`, msg`Excellent`];

/** Five radio buttons with words as well as stars: keyboard arrows move, screen readers read the words. */
export function RatingInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled: boolean;
}) {
  const id = useId();
  const { i18n } = useLingui();
  const wordFor = (rating: number) => {
    const word = WORDS[rating - MIN_RATING];
    return word ? i18n._(word) : '';
  };
  return (
    <fieldset className="rating" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend>
        <Trans>Your rating</Trans>
      </legend>
      <div className="rating__choices">
        {RATINGS.map((rating) => (
          <label key={rating} className="rating__choice">
            <input
              type="radio"
              name="rating"
              value={String(rating)}
              checked={value === String(rating)}
              onChange={() => onChange(String(rating))}
              disabled={disabled}
            />
            <span aria-hidden="true">{'★'.repeat(rating)}</span>
            <span className="rating__word">
              {i18n.number(rating)} – {wordFor(rating)}
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
