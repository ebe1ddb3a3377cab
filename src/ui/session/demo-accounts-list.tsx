import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { DemoAccount } from '../../application/ports/auth-gateway.port';

/** Offline mode: the demo accounts, with a button that fills the form. */
export function DemoAccountsList({ accounts, onPick }: { accounts: readonly DemoAccount[]; onPick: (account: DemoAccount) => void }) {
  if (accounts.length === 0) return null;
  return (
    <section className="demo-accounts" aria-labelledby="demo-accounts-title">
      <h2 id="demo-accounts-title">
        <Trans>Demo accounts</Trans>
      </h2>
      <p>
        <Trans>This copy of Rollcall runs offline with demo data. Sign in with one of these:</Trans>
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Password</Trans>
            </th>
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Action</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.email}>
              <td>{account.admin ? t`Administrator` : account.door ? t`Door staff (scanner only)` : t`Visitor`}</td>
              <td>{account.email}</td>
              <td>
                <code>{account.password}</code>
              </td>
              <td>
                <button type="button" className="button button--secondary" onClick={() => onPick(account)}>
                  <UseAccount email={account.email} />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function UseAccount({ email }: { email: string }) {
  return (
    <Trans>
      Use <span className="visually-hidden">{email}</span>
    </Trans>
  );
}
