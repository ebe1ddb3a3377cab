import { useId, useState, type FormEvent } from 'react';
import { MIN_QUERY_LENGTH, type TicketCandidate } from '../../application/scanner/door-list';

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

  function submit(event: FormEvent) {
    event.preventDefault();
    if (query.trim().length < MIN_QUERY_LENGTH) return setHint(`Type at least ${MIN_QUERY_LENGTH} letters of a name or an e-mail.`);
    setHint(null);
    onSearch(query);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="panel manual-search">
      <h2 id={`${id}-title`}>Find a person</h2>
      <form onSubmit={submit} className="manual-search__form" role="search">
        <div className="field">
          <label htmlFor={`${id}-query`}>Name, e-mail or organisation</label>
          <input id={`${id}-query`} type="search" value={query} onChange={(change) => setQuery(change.target.value)} aria-describedby={hint ? `${id}-hint` : undefined} autoComplete="off" />
          {hint && (
            <p id={`${id}-hint`} className="field__error">
              {hint}
            </p>
          )}
        </div>
        <button type="submit" className="button button--secondary">
          Search
        </button>
      </form>
      {mode === 'searching' && <p role="status">Searching…</p>}
      {error && <p role="alert" className="field__error">The search did not work: {error}</p>}
      {mode === 'choosing' && !error && candidates.length === 0 && <p role="status">Nobody with a ticket for this event matches.</p>}
      {mode === 'choosing' && candidates.length > 0 && (
        <ul className="candidate-list" aria-label="People found">
          {candidates.map((candidate) => (
            <li key={candidate.ticketId}>
              <span>
                <strong>{candidate.name}</strong> <span className="candidate-list__meta">{candidate.email}{candidate.organisation ? ` · ${candidate.organisation}` : ''}{candidate.cancelled ? ' · cancelled' : ''}</span>
              </span>
              <button type="button" className="button button--secondary" onClick={() => onPick(candidate)}>
                Check in <span className="visually-hidden">{candidate.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {mode === 'confirming' && selected && (
        <div role="group" aria-label="Confirm the check-in" className="confirm">
          <p>
            Check in <strong>{selected.name}</strong> ({selected.email})?
          </p>
          <button type="button" className="button" onClick={onConfirm}>
            Confirm check-in
          </button>{' '}
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
