import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { EventSaveOutcome } from '../../application/admin/event-admin.use-case';
import { EVENT_KINDS, type EventDocument } from '../../domain/events/event';
import { slugFromTitle, type EventFormInput } from '../../domain/events/event-form';
import { DEFAULT_HOLD_HOURS } from '../../domain/waiting-list/waiting-list';
import { Field } from '../shared/field';
import { wallClockOf } from '../../domain/shared/time-zones';
import { ownTimeZone, TimeZoneChoice } from './time-zone-choice';
import { useSaveForm } from '../shared/use-save-form';
import { StillWaiting } from '../shared/still-waiting';

const KIND_LABELS = { standard: msg`Standard event`, highlevel: msg`Highlevel register`, nationalday: msg`National day register` } as const;

/** Create or edit an event; the short link follows the title until it is edited itself. */
export function EventFormPanel({
  editing,
  onSave,
  onClose,
}: {
  editing: EventDocument | null;
  /** `opened`: the event as the form last saw it (null for a new one): only what was changed since is saved. */
  onSave: (input: EventFormInput, opened: EventDocument | null) => Promise<EventSaveOutcome>;
  onClose: () => void;
}) {
  const [values, setValues] = useState(() => formValuesOf(editing));
  const [slugEdited, setSlugEdited] = useState(Boolean(editing));
  const { t, i18n } = useLingui();
  const editedTitle = editing?.title ?? '';
  const formId = useId();
  const zone = values.timeZone.replaceAll('_', ' ');
  const inZone = t`Time at the venue: ${zone}.`;
  // Someone else's save seen (`changed-meanwhile`): the next save is measured against it.
  const [opened, setOpened] = useState(editing);
  const { errors, problem, busy, form, submit } = useSaveForm(
    async () => {
      const outcome = await onSave(values, opened);
      if (outcome.kind === 'changed-meanwhile') {
        // The fields left as they were take the other save's values; those typed stay typed.
        const [before, now] = [formValuesOf(opened), formValuesOf(outcome.current)];
        setValues((typed) => withOthersSaved(typed, before, now));
        setOpened(outcome.current);
      }
      return outcome;
    },
    onClose,
    (outcome) =>
      outcome.kind === 'gone'
        ? t`This event was deleted by someone else. What you typed is still here.`
        : outcome.kind === 'changed-meanwhile'
          ? t`Someone else saved this event while you were editing: see the fields marked below. Nothing was saved yet.`
          : t`Some answers need a change: see the fields marked below.`,
  );

  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value, ...(key === 'title' && !slugEdited ? { slug: slugFromTitle(value) } : {}) }));

  return (
    <section className="panel" aria-labelledby="event-form-title">
      <h2 id="event-form-title">{editing ? t`Edit ${editedTitle}` : t`New event`}</h2>
      {problem && (
        <p role="alert" className="alert alert--error">
          {problem}
        </p>
      )}
      <form ref={form} className="form form--columns" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <Field label={t`Title`} name="title" value={values.title} onChange={set('title')} error={errors.title} />
        <Field
          label={t`Short link`}
          name="slug"
          value={values.slug}
          onChange={(value) => {
            setSlugEdited(true);
            set('slug')(value);
          }}
          error={errors.slug}
          hint={`${window.location.origin}/${values.slug || '…'}`}
        />
        <Field label={t`Summary`} name="summary" value={values.summary} onChange={set('summary')} error={errors.summary} />
        <Field label={t`Venue`} name="venue" value={values.venue} onChange={set('venue')} error={errors.venue} />
        <TimeZoneChoice
          id={`${formId}-zone`}
          name="timeZone"
          value={values.timeZone}
          onChange={set('timeZone')}
          label={t`Time zone of the venue`}
          hint={t`Every time of the event is shown in it, with its name, wherever the reader is.`}
        />
        <Field
          label={t`Starts`}
          name="startsAt"
          type="datetime-local"
          value={values.startsAt}
          onChange={set('startsAt')}
          error={errors.startsAt}
          hint={inZone}
        />
        <Field
          label={t`Ends`}
          name="endsAt"
          type="datetime-local"
          value={values.endsAt}
          onChange={set('endsAt')}
          error={errors.endsAt}
          hint={inZone}
        />
        <Field
          label={t`Seats`}
          name="capacity"
          type="number"
          optional
          hint={t`Empty: no limit.`}
          value={values.capacity}
          onChange={set('capacity')}
          error={errors.capacity}
          min={1}
        />
        <Field
          label={t`Hours a freed seat is held`}
          name="holdHours"
          type="number"
          optional
          hint={t`For the first person on the waiting list to confirm it. Empty: ${DEFAULT_HOLD_HOURS}.`}
          value={values.holdHours}
          onChange={set('holdHours')}
          error={errors.holdHours}
          min={1}
        />
        <div className="field">
          <label htmlFor="event-kind">
            <Trans>Kind</Trans>
          </label>
          <select
            id="event-kind"
            name="kind"
            value={values.kind}
            onChange={(change) => setValues({ ...values, kind: change.target.value as EventDocument['kind'] })}
          >
            {EVENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </div>
        <div className="field field--wide">
          <label htmlFor="event-description">
            <Trans>Description</Trans>
            <span className="field__optional">
              {' '}
              <Trans>(optional)</Trans>
            </span>
          </label>
          <textarea
            id="event-description"
            name="description"
            rows={4}
            value={values.description}
            onChange={(change) => set('description')(change.target.value)}
          />
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.registrationOpen}
            onChange={(change) => setValues({ ...values, registrationOpen: change.target.checked })}
          />
          <Trans>Registration is open</Trans>
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={values.reEntry} onChange={(change) => setValues({ ...values, reEntry: change.target.checked })} />
          <Trans>People who go out may come back in (re-entry at the door)</Trans>
        </label>
        <p className="actions field--wide">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t`Saving…` : editing ? t`Save changes` : t`Create the event`}
          </button>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </button>
        </p>
        <StillWaiting busy={busy} />
      </form>
    </section>
  );
}

/** The form's fields for an event (empty for a new one); times as the venue's wall clock, as datetime-local takes them: "2026-11-22T09:00". */
function formValuesOf(editing: EventDocument | null) {
  return {
    title: editing?.title ?? '',
    slug: editing?.slug ?? '',
    summary: editing?.summary ?? '',
    description: editing?.description ?? '',
    venue: editing?.venue ?? '',
    startsAt: editing ? wallClockOf(editing.startsAt, editing.timeZone ?? ownTimeZone()) : '',
    endsAt: editing ? wallClockOf(editing.endsAt, editing.timeZone ?? ownTimeZone()) : '',
    timeZone: editing?.timeZone ?? ownTimeZone(),
    capacity: editing?.capacity === null || editing?.capacity === undefined ? '' : String(editing.capacity),
    registrationOpen: editing?.registrationOpen ?? true,
    reEntry: editing?.reEntry ?? false,
    kind: editing?.kind ?? 'standard',
    holdHours: editing?.holdHours === undefined ? '' : String(editing.holdHours),
  };
}

type FormValues = ReturnType<typeof formValuesOf>;

/** Someone else saved `now` over `before`: every field this form still has as it was takes their value. */
function withOthersSaved(typed: FormValues, before: FormValues, now: FormValues): FormValues {
  const merged = { ...typed };
  for (const key of Object.keys(typed) as Array<keyof FormValues>)
    if (typed[key] === before[key]) Object.assign(merged, { [key]: now[key] });
  return merged;
}
