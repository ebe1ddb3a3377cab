import type { DemoAccount } from '../../application/ports/auth-gateway.port';

/** Offline mode: the demo accounts, with a button that fills the form. */
export function DemoAccountsList({ accounts, onPick }: { accounts: readonly DemoAccount[]; onPick: (account: DemoAccount) => void }) {
  if (accounts.length === 0) return null;
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">Demo accounts</h2>
      <p>This copy of Rollcall runs offline with demo data. Sign in with one of these:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Role</th>
            <th scope="col">E-mail</th>
            <th scope="col">Password</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.email}>
              <td>{account.admin ? 'Administrator' : account.door ? 'Door staff (scanner only)' : 'Visitor'}</td>
              <td>{account.email}</td>
              <td>
                <code>{account.password}</code>
              </td>
              <td>
                <button type="button" className="button button--secondary" onClick={() => onPick(account)}>
                  Use <span className="visually-hidden">{account.email}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
