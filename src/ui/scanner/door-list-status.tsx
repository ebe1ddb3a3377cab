import type { DoorListState } from '../../application/scanner/door-list';
import { formatTime } from '../shared/format';

const count = new Intl.NumberFormat();
const tickets = (n: number) => `${count.format(n)} ticket${n === 1 ? '' : 's'}`;

/** Whether this door can work without the network: copying, ready (and how new), or not. */
export function DoorListStatus({ state, online }: { state: DoorListState; online: boolean }) {
  if (state.error) {
    return (
      <p role="alert" className="notice notice--error door-list">
        <strong>The tickets could not be copied to this device:</strong> {state.error}. {state.tickets === null ? 'Scanning needs the network until they are.' : 'It uses the list it holds meanwhile.'}
      </p>
    );
  }
  if (state.copying) {
    const { copied, total } = state.copying;
    return (
      <div role="status" className="door-list">
        <label>
          Copying tickets to this device: {count.format(copied)} of {count.format(total)}
          <progress value={copied} max={Math.max(total, 1)} />
        </label>
      </div>
    );
  }
  if (state.tickets === null) {
    return (
      <p role="status" className="notice door-list">
        {online ? 'Getting the tickets ready on this device…' : 'This device holds no list for this event: connect it to the network to prepare the door.'}
      </p>
    );
  }
  return (
    <p role="status" className="door-list door-list--ready">
      <strong>✓ Ready offline:</strong> {tickets(state.tickets)}, {state.live ? 'kept up to date' : `updated ${state.updatedAt ? formatTime(state.updatedAt) : '—'}`}
    </p>
  );
}
