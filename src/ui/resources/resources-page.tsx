import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import { groupResources } from '../../domain/resources/resource-groups';
import { safeLinkUrl } from '../../domain/shared/safe-url';
import type { ResourceDocument } from '../../domain/resources/resource';
import { useService } from '../app/services';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';

/** `/resources`: by category, with search. */
export function ResourcesPage() {
  const library = useService(TOKENS.resourceLibrary);
  const state = useLive<ResourceDocument[]>((onChange, onError) => library.watch(onChange, onError), [library]);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const searchId = useId();
  const groups = state.status === 'ready' ? groupResources(state.value, deferred) : [];
  const found = groups.reduce((count, group) => count + group.resources.length, 0);
  const { t } = useLingui();
  return (
    <section aria-labelledby="resources-title">
      <title>{t`Resources · Rollcall`}</title>
      <h1 id="resources-title">
        <Trans>Resources</Trans>
      </h1>
      <div className="field">
        <label htmlFor={searchId}>
          <Trans>Search resources</Trans>
        </label>
        <input id={searchId} type="search" value={query} onChange={(change) => setQuery(change.target.value)} autoComplete="off" />
      </div>
      <LiveNotice live={state} what={t`the resources`} />
      {state.status === 'error' && <LoadFailed what={t`The resources`} message={state.message} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <>
          <p role="status" className={deferred.trim() ? 'search-summary' : 'visually-hidden'}>
            {plural(found, { one: '# resource found.', other: '# resources found.' })}
          </p>
          {groups.length === 0 && (
            <p className="empty-state">
              {state.value.length === 0 ? t`No resources have been published yet.` : t`No resource matches your search.`}
            </p>
          )}
          {groups.map((group, index) => (
            <section key={group.category} aria-labelledby={`${searchId}-group-${index}`}>
              <h2 id={`${searchId}-group-${index}`}>{group.category}</h2>
              <ul className="card-list">
                {group.resources.map((resource) => (
                  <li key={resource.id} className="event-card">
                    <h3 className="event-card__title">
                      <ResourceLink resource={resource} />
                    </h3>
                    <p>{resource.description}</p>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}

function ResourceLink({ resource }: { resource: ResourceDocument }) {
  const url = safeLinkUrl(resource.url);
  if (!url) return <>{resource.title}</>;
  return (
    <a href={url} rel="noopener noreferrer" target="_blank">
      {resource.title}{' '}
      <span className="visually-hidden">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
