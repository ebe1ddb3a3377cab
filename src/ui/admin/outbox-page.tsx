import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { TOKENS } from '../../application/tokens';
import type { Attachment, DeliveryState, MessageKind, SentMessage } from '../../domain/messages/message';
import { useService } from '../app/services';
import { formatDateTime } from '../shared/format';
import { LiveNotice, LoadFailed } from '../shared/page-states';
import { useLive } from '../shared/use-live';

const KIND: Record<MessageKind, MessageDescriptor> = {
  ticket: msg`Ticket`,
  waiting: msg`Waiting list place`,
  offered: msg`Seat held`,
  expired: msg`Hold ended`,
  cancelled: msg`Ticket cancelled`,
  'sign-in': msg`Link to their tickets`,
};

const DELIVERY: Record<DeliveryState, MessageDescriptor> = {
  queued: msg`Queued: no mail service has taken it yet (offline mode sends nothing)`,
  pending: msg`Waiting to be sent`,
  processing: msg`Being sent`,
  sent: msg`Sent`,
  failed: msg`Not sent`,
};

function deliveryOf({ delivery }: SentMessage): string {
  const at = delivery.at ? ` ${formatDateTime(delivery.at)}` : '';
  return `${i18n._(DELIVERY[delivery.state])}${at}${delivery.error ? `: ${delivery.error}` : ''}`;
}

/** `/admin/outbox`: every message written to people, as they read it, and whether it went out. */
export function OutboxPage() {
  const messages = useService(TOKENS.sentMessages);
  const live = useLive<SentMessage[]>((onChange, onError) => messages.watch(onChange, onError), [messages]);
  const id = useId();
  const { t } = useLingui();
  return (
    <section aria-labelledby={`${id}-title`}>
      <title>{t`Outbox · Admin · Rollcall`}</title>
      <h1 id={`${id}-title`}>
        <Trans>Outbox</Trans>
      </h1>
      <p>
        <Trans>
          The messages Rollcall writes to people: tickets, waiting-list places, seats held and cancellations. With Firebase’s “Trigger Email
          from Firestore” extension installed they are sent, and each shows what the extension reports.
        </Trans>
      </p>
      <LiveNotice live={live} what={t`the messages`} />
      {live.status === 'error' && <LoadFailed what={t`The messages`} message={live.message} onRetry={live.retry} />}
      {live.status === 'ready' && (
        <>
          <p role="status" className="list-count">
            {plural(live.value.length, { one: '# message.', other: '# messages.' })}
          </p>
          {live.value.length === 0 ? (
            <p className="empty-state">
              <Trans>No message yet: they are written when people register, join a waiting list or cancel.</Trans>
            </p>
          ) : (
            <ol className="outbox">
              {live.value.map((message) => (
                <li key={message.id}>
                  <Message message={message} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function Message({ message }: { message: SentMessage }) {
  const failed = message.delivery.state === 'failed';
  const { t } = useLingui();
  const to = message.to || t`an address no longer on file`;
  return (
    <details className="outbox__message">
      <summary>
        <strong>{message.body.subject}</strong> · {t`to ${to}`} · {i18n._(KIND[message.kind])} · {formatDateTime(message.createdAt)}
        <br />
        <span className={failed ? 'outbox__delivery outbox__delivery--failed' : 'outbox__delivery'}>
          {failed && <span aria-hidden="true">⚠ </span>}
          {deliveryOf(message)}
        </span>
      </summary>
      <pre className="outbox__text">{message.body.text}</pre>
      {message.body.attachments && message.body.attachments.length > 0 && (
        <ul aria-label={t`Attachments`} className="outbox__attachments">
          {message.body.attachments.map((attachment) => (
            <li key={attachment.filename}>
              <AttachmentLink attachment={attachment} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function AttachmentLink({ attachment }: { attachment: Attachment }) {
  const href =
    'dataUrl' in attachment ? attachment.dataUrl : `data:${attachment.contentType};charset=utf-8,${encodeURIComponent(attachment.content)}`;
  const filename = attachment.filename;
  if (attachment.contentType === 'image/png') return <img src={href} width={160} height={160} alt={t`Attached: ${filename}`} />;
  return (
    <a href={href} download={attachment.filename}>
      {attachment.filename}
    </a>
  );
}
