import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { MIN_QUERY_LENGTH, type TicketCandidate } from '../../application/scanner/door-list';
import { useEventZone } from '../shared/event-zone';
import { formatTime } from '../shared/format';

export type ManualSearchProps = {
  mode: 'idle' | 'searching' | 'choosing' | 'confirming';
  candidates: TicketCandidate[];
  selected: TicketCandidate | null;
  error: string | null;
  onSearch: (query: string) => void;
  onPick: (candidate: TicketCandidate) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** For people without their ticket: find by name, e-mail or organisation, pick, confirm. */
export function ManualSearch({ mode, candidates, selected, error, onSearch, onPick, onConfirm, onCancel }: ManualSearchProps) {
  const [query, setQuery] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const id = useId();
  const { t } = useLingui();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length < MIN_QUERY_LENGTH) return setHint(t`Type at least ${MIN_QUERY_LENGTH} letters of a name or an e-mail.`);
    setHint(null);
    onSearch(query);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="panel manual-search">
      <h2 id={`${id}-title`}>
        <Trans>Find a person</Trans>
      </h2>
      <form onSubmit={submit} className="manual-search__form" role="search">
        <div className="field">
          <label htmlFor={`${id}-query`}>
            <Trans>Name, e-mail or organisation</Trans>
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            onChange={(change) => setQuery(change.target.value)}
            aria-describedby={hint ? `${id}-hint` : undefined}
            autoComplete="off"
          />
          {hint && (
            <p id={`${id}-hint`} className="field__error">
              {hint}
            </p>
          )}
        </div>
        <button type="submit" className="button button--secondary">
          <Trans>Search</Trans>
        </button>
      </form>
      {mode === 'searching' && (
        <p role="status">
          <Trans>Searching…</Trans>
        </p>
      )}
      {error && (
        <p role="alert" className="field__error">
          <Trans>The search did not work: {error}</Trans>
        </p>
      )}
      {mode === 'choosing' && !error && candidates.length === 0 && (
        <p role="status">
          <Trans>Nobody with a ticket for this event matches.</Trans>
        </p>
      )}
      {mode === 'choosing' && candidates.length > 0 && (
        <ul className="candidate-list" aria-label={t`People found`}>
          {candidates.map((candidate) => (
            <li key={candidate.ticketId}>
              <span>
                <strong>{candidate.name}</strong>{' '}
                <span className="candidate-list__meta">
                  {candidate.email}
                  {candidate.organisation ? ` · ${candidate.organisation}` : ''}
                  {candidate.cancelled ? ` · ${t`cancelled`}` : ''}
                </span>
                {candidate.checkedInAt && <CheckedInAt at={candidate.checkedInAt} />}
              </span>
              <button type="button" className="button button--secondary" onClick={() => onPick(candidate)}>
                <CheckInName name={candidate.name} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {mode === 'confirming' && selected && (
        <div role="group" aria-label={t`Confirm the check-in`} className="confirm">
          <ConfirmQuestion name={selected.name} email={selected.email} />
          <button type="button" className="button" onClick={onConfirm}>
            <Trans>Confirm check-in</Trans>
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      )}
    </section>
  );
}

/** Already in: said in words with a mark, not by colour. */
function CheckedInAt({ at }: { at: string }) {
  const time = formatTime(at, useEventZone());
  return (
    <span className="candidate-list__in">
      {' '}
      <span aria-hidden="true">✓</span> <Trans>checked in at {time}</Trans>
    </span>
  );
}

function CheckInName({ name }: { name: string }) {
  return (
    <Trans>
      Check in <span className="visually-hidden">{name}</span>
    </Trans>
  );
}

function ConfirmQuestion({ name, email }: { name: string; email: string }) {
  return (
    <p>
      <Trans>
        Check in <strong>{name}</strong> ({email})?
      </Trans>
    </p>
  );
}
