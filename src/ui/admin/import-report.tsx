import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportResult } from '../../application/admin/import-people.use-case';

const SHOWN = 50;

/** What the import did: imported, skipped as existing, repeated in the file, refused (line and reason). */
export function ImportReport({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  const { i18n } = useLingui();
  const imported = i18n.number(result.imported);
  const skipped = i18n.number(result.skippedExisting.length);
  const repeated = i18n.number(result.duplicatesInFile.length);
  const refused = i18n.number(result.rejected.length);
  const more = result.rejected.length - SHOWN;
  return (
    <div role="status" className="import-report">
      <h3>
        <Trans>Import finished</Trans>
      </h3>
      <ul className="import-report__figures">
        <li>
          <Trans>
            <strong>{imported}</strong> imported
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{skipped}</strong> skipped: e-mail already in the list
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{repeated}</strong> repeated in the file
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>{refused}</strong> refused
          </Trans>
        </li>
      </ul>
      {result.rejected.length > 0 && (
        <details open>
          <summary>
            <Trans>Refused rows</Trans>
          </summary>
          <ul>
            {result.rejected.slice(0, SHOWN).map(({ line, field, reason }) => (
              <li key={`${line}-${field}`}>
                <Trans>
                  Line {line}: {reason}
                </Trans>
              </li>
            ))}
          </ul>
          {more > 0 && (
            <p>
              <Trans>…and {more} more.</Trans>
            </p>
          )}
        </details>
      )}
      {result.duplicatesInFile.length > 0 && (
        <details>
          <summary>
            <Trans>Repeated in the file</Trans>
          </summary>
          <ul>
            {result.duplicatesInFile.slice(0, SHOWN).map(({ line, email, firstLine }) => (
              <li key={line}>
                <Trans>
                  Line {line}: {email} is on line {firstLine} already.
                </Trans>
              </li>
            ))}
          </ul>
        </details>
      )}
      {result.skippedExisting.length > 0 && (
        <details>
          <summary>
            <Trans>Already in the list</Trans>
          </summary>
          <ul>
            {result.skippedExisting.slice(0, SHOWN).map(({ line, email }) => (
              <li key={line}>
                <Trans>
                  Line {line}: {email}
                </Trans>
              </li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" className="button button--secondary" onClick={onClose}>
        <Trans>Close</Trans>
      </button>
    </div>
  );
}
